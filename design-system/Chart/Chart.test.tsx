import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

const constructed = vi.fn();
vi.mock('uplot', () => {
  class FakeUPlot {
    static paths = { bars: () => () => null };
    constructor(opts: unknown, data: unknown) {
      constructed(opts, data);
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

  it('has an accessible data table named by the title, revealed with the keyboard', async () => {
    render(<Chart {...props} />);
    const table = screen.getByRole('table', { name: 'Weekly earnings' });
    expect(screen.getByRole('rowheader', { name: 'Tue' })).toBeTruthy();
    expect(table.textContent).toContain('£20');
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => toggle.focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide data table' }).getAttribute('aria-expanded')).toBe('true');
  });
});
