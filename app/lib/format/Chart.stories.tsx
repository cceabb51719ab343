import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Card, Chart } from '@/design-system';
import type { StatsSeries } from '@/sdk';
import { useIntl } from '@/app/i18n';
import { withApp } from '../stories';
import { formatMoney } from './format';
import { dateFormats } from '../time/format';

/**
 * A series of numbers over time as a chart with its data table: the design system's `Chart`
 * (a line for a trend, bars for amounts per period), fed from the API's `StatsSeries`, its values
 * written the app's way (`formatMoney` for money in minor units).
 *
 * ## What it does
 *
 * - The plot is drawn once its library has loaded (a skeleton until then, announced by
 *   `loadingLabel`); the data table renders after it, and instead of it if the plot cannot draw.
 * - Show data table / Hide data table toggles the same numbers as a table under the plot.
 * - With `keyboardHint`, the plot takes focus and the arrow keys, Home and End move a tooltip from
 *   point to point.
 *
 * ## When to use it
 *
 * Trends and totals on a dashboard (sales, subscribers). The title says what and over which
 * period; `labelHeader` names the table's first column ("Day", "Week"). When the exact numbers
 * matter more than the shape, use a `Table` instead.
 *
 * ## Accessibility
 *
 * - The chart is a `figure` captioned by its title. The drawing itself is hidden from assistive
 *   tech: the data table (`table` captioned by the title) carries the numbers, there for screen
 *   readers even while it is hidden on screen.
 * - The toggle is a button with `aria-expanded` and `aria-controls` pointing at the table.
 * - The focusable plot is a group named by the title and the keyboard hint; the tooltip it moves
 *   is a polite live region, so each point is read out.
 * - Colour is never the only cue: each series is named in the legend and in the table.
 */
const meta = {
  title: 'Patterns/Chart with data table',
  decorators: [
    withApp,
    (Story) => (
      <Card>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A week of sales as the API answers it: money in minor units. */
const sales: StatsSeries = {
  metric: 'SALES',
  unit: 'MINOR_UNITS',
  currency: 'GBP',
  startDate: '2026-03-09',
  endDate: '2026-03-15',
  total: 38_650,
  points: [
    { date: '2026-03-09', value: 3_200 },
    { date: '2026-03-10', value: 4_800 },
    { date: '2026-03-11', value: 4_050 },
    { date: '2026-03-12', value: 6_400 },
    { date: '2026-03-13', value: 7_250 },
    { date: '2026-03-14', value: 8_900 },
    { date: '2026-03-15', value: 4_050 },
  ],
};

function SalesChart({ type = 'line', series = sales }: { type?: 'line' | 'bar'; series?: StatsSeries }) {
  const intl = useIntl();
  return (
    <Chart
      title="Sales by day"
      type={type}
      labels={series.points.map((point) =>
        intl.formatDate(point.date, { ...dateFormats.weekdayShortOnly, timeZone: 'UTC' }),
      )}
      series={[{ label: 'Sales', values: series.points.map((point) => point.value) }]}
      height={220}
      formatValue={(value) => formatMoney(intl, { amount: value, currency: 'GBP' })}
      labelHeader="Day"
      showTableLabel="Show data table"
      hideTableLabel="Hide data table"
      loadingLabel="Loading the chart"
      keyboardHint="Left and right arrow keys move between days."
    />
  );
}

/** A trend: read point by point with the keyboard, then as a table. */
export const Line: Story = {
  render: () => <SalesChart />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = await canvas.findByRole('group', { name: /^Sales by day\. Left and right arrow keys/ });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show data table' })).toHaveFocus();
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(plot).toHaveTextContent('Sun£40.50'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(plot).toHaveTextContent('Sat£89'));
    // Back to the toggle: the table opens under the plot with every day.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    const toggle = canvas.getByRole('button', { name: 'Hide data table' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = canvas.getByRole('table', { name: 'Sales by day' });
    await expect(toggle).toHaveAttribute('aria-controls', table.id);
    await expect(within(table).getAllByRole('row')).toHaveLength(sales.points.length + 1);
    await expect(within(table).getByRole('row', { name: /Sat/ })).toHaveTextContent('£89');
  },
};

/** Amounts per period as bars. */
export const Bars: Story = { render: () => <SalesChart type="bar" /> };

/** No sales yet: the empty plot, and a table of the days with nothing in them. */
export const Empty: Story = {
  render: () => <SalesChart type="bar" series={{ ...sales, total: 0, points: [] }} />,
};
