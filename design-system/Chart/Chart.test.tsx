import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

const constructed = vi.fn();
const cursorMoves = vi.fn();
vi.mock('uplot', () => {
  /** Enough of uPlot for the component: the cursor hook fires on setCursor with the point's index. */
  class FakeUPlot {
    static paths = { bars: () => () => null };
    over = { offsetLeft: 0, offsetTop: 0 };
    cursor: { idx: number | null } = { idx: null };
    private hooks: ((u: FakeUPlot) => void)[];
    constructor(opts: { hooks?: { setCursor?: ((u: FakeUPlot) => void)[] } }, data: unknown) {
      constructed(opts, data);
      this.hooks = opts.hooks?.setCursor ?? [];
    }
    valToPos(value: number) {
      return value * 10;
    }
    setCursor({ left }: { left: number }) {
      cursorMoves(left);
      this.cursor.idx = left < 0 ? null : left / 10;
      for (const hook of this.hooks) hook(this);
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakeUPlot };
});
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

const { Chart } = await import('./Chart');

const props = {
  title: 'Weekly earnings',
  labels: ['Mon', 'Tue'],
  series: [{ label: 'Earnings', values: [10, 20] }],
  labelHeader: 'Day',
  formatValue: (n: number) => `£${n}`,
  showTableLabel: 'Show data table',
  hideTableLabel: 'Hide data table',
};

describe('Chart', () => {
  it('loads uPlot only when rendered and draws the series', async () => {
    expect(constructed).not.toHaveBeenCalled();
    render(<Chart {...props} />);
    await waitFor(() => expect(constructed).toHaveBeenCalled());
    const [, data] = constructed.mock.calls.at(-1) as [unknown, number[][]];
    expect(data).toEqual([
      [0, 1],
      [10, 20],
    ]);
  });

  it('draws a chart mounted once uPlot has loaded at once, without the loading indicator', async () => {
    const first = render(<Chart {...props} loadingLabel="Loading chart" />);
    await waitFor(() => expect(constructed).toHaveBeenCalled());
    first.unmount();
    constructed.mockClear();
    render(<Chart {...props} loadingLabel="Loading chart" />);
    expect(constructed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has an accessible data table named by the title, filled once the plot is drawn, revealed with the keyboard', async () => {
    render(<Chart {...props} />);
    const table = screen.getByRole('table', { name: 'Weekly earnings' });
    expect(screen.queryByRole('rowheader')).toBeNull();
    expect(await screen.findByRole('rowheader', { name: 'Tue' })).toBeTruthy();
    expect(constructed).toHaveBeenCalled();
    expect(table.textContent).toContain('£20');
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => toggle.focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide data table' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('fills the data table of a long series in steps, ending with every row', async () => {
    const labels = Array.from({ length: 1200 }, (_, i) => `Day ${i + 1}`);
    const values = labels.map((_, i) => i);
    render(<Chart {...props} labels={labels} series={[{ label: 'Earnings', values }]} />);
    const table = screen.getByRole('table', { name: 'Weekly earnings' });
    const rows = () => table.querySelectorAll('tbody tr').length;
    await waitFor(() => expect(within(table).getByText('Day 1')).toBeTruthy());
    expect(rows()).toBeLessThan(1200);
    await waitFor(() => expect(rows()).toBe(1200), { timeout: 5000 });
    const last = within(table).getByText('Day 1200');
    expect(last.getAttribute('scope')).toBe('row');
    expect(last.nextElementSibling?.textContent).toBe('£1199');
  });

  it('hides the plot from assistive tech when it offers no keyboard reading', async () => {
    const { container } = render(<Chart {...props} />);
    await waitFor(() => expect(constructed).toHaveBeenCalled());
    const plot = container.querySelector('[data-chart-plot]');
    expect(plot?.getAttribute('aria-hidden')).toBe('true');
    expect(plot?.hasAttribute('tabindex')).toBe(false);
  });

  it('reads point by point with the keyboard: a tooltip with the label and the formatted value', async () => {
    render(<Chart {...props} keyboardHint="Arrow keys move between days" />);
    const plot = await screen.findByRole('group', { name: 'Weekly earnings. Arrow keys move between days' });
    await act(async () => plot.focus());
    // Focus starts on the latest point.
    expect(plot.textContent).toContain('Tue');
    expect(plot.textContent).toContain('£20');
    await userEvent.keyboard('{ArrowLeft}');
    expect(plot.textContent).toContain('Mon');
    expect(plot.textContent).toContain('£10');
    await userEvent.keyboard('{End}');
    expect(plot.textContent).toContain('£20');
    expect(plot.querySelector('[aria-live="polite"]')).not.toBeNull();
    await act(async () => plot.blur());
    expect(plot.textContent).not.toContain('£20');
    expect(cursorMoves).toHaveBeenCalled();
  });
});
