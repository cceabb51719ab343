import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { storyFrame } from '../private/StoryFrame';
import { Chart } from './Chart';

const weeks = ['6 Oct', '13 Oct', '20 Oct', '27 Oct', '3 Nov', '10 Nov', '17 Nov'];
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const earnings = [{ label: 'Earnings', values: [320, 410, 385, 520, 610, 580, 705] }];
const bookings = [
  { label: 'Live', values: [18, 22, 19, 27, 31, 29, 36] },
  { label: 'Recorded', values: [9, 12, 15, 14, 18, 21, 24] },
];
const formatGbp = (n: number) => gbp.format(n);

const meta = {
  title: 'Data/Chart',
  component: Chart,
  args: {
    title: 'Weekly earnings',
    labels: weeks,
    series: earnings,
    labelHeader: 'Week',
    formatValue: formatGbp,
    showTableLabel: 'Show data table',
    hideTableLabel: 'Hide data table',
    loadingLabel: 'Loading chart',
    keyboardHint: 'Left and right arrow keys move between weeks.',
  },
  decorators: [
    (S) => (
      <Card>
        <S />
      </Card>
    ),
  ],
} satisfies Meta<typeof Chart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Bars: Story = {
  args: { type: 'bar', title: 'Bookings per week', series: bookings, formatValue: undefined },
};
export const WithTable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    const table = canvas.getByRole('table', { name: 'Weekly earnings' });
    await expect(table).toBeVisible();
    // A row a label under the header row: the table's rows come after the table itself.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(args.labels.length + 1));
  },
};
export const Empty: Story = { args: { labels: [], series: [{ label: 'Earnings', values: [] }] } };
export const Narrow: Story = {
  decorators: [storyFrame({ maxWidth: 'small' })],
};
export const Dark: Story = { ...Bars, globals: { colorScheme: 'dark' } };
export const LineDark: Story = { globals: { colorScheme: 'dark' } };
