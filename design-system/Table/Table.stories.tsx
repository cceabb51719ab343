import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { userEvent } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { storyFrame } from '../private/StoryFrame';
import { Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from './Table';

const invoices = [
  { id: 'INV-1042', date: '2026-11-14', item: 'HIIT 45 · Maya Okafor', amount: 8, status: 'Paid' },
  { id: 'INV-1041', date: '2026-11-10', item: 'Monthly subscription · Tom Reyes', amount: 24.99, status: 'Paid' },
  { id: 'INV-1039', date: '2026-11-02', item: 'One-to-one · Priya Shah', amount: 45, status: 'Refunded' },
  {
    id: 'INV-1033',
    date: '2026-10-28',
    item: 'Power Vinyasa Flow for Runners and Cyclists · Élodie Martin',
    amount: 10,
    status: 'Paid',
  },
];
type Invoice = (typeof invoices)[number];
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

function SortableTable({ rows = invoices }: { rows?: Invoice[] }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'date', direction: 'descending' });
  const sorted = useMemo(() => {
    const key = sort.column as keyof Invoice;
    return [...rows].sort(
      (a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.direction === 'descending' ? -1 : 1),
    );
  }, [rows, sort]);
  return (
    <Table aria-label="Invoices" sortDescriptor={sort} onSortChange={setSort}>
      <TableHeader>
        <TableColumn id="id" isRowHeader allowsSorting>
          Invoice
        </TableColumn>
        <TableColumn id="date" allowsSorting>
          Date
        </TableColumn>
        <TableColumn id="item">Item</TableColumn>
        <TableColumn id="status">Status</TableColumn>
        <TableColumn id="amount" allowsSorting numeric>
          Amount
        </TableColumn>
      </TableHeader>
      <TableBody items={sorted} emptyLabel="No invoices yet">
        {(row) => (
          <TableRow id={row.id}>
            <TableCell>{row.id}</TableCell>
            <TableCell>
              {new Date(row.date).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}
            </TableCell>
            <TableCell>{row.item}</TableCell>
            <TableCell>
              <Badge size="small" tone={row.status === 'Paid' ? 'positive' : 'warning'}>
                {row.status}
              </Badge>
            </TableCell>
            <TableCell numeric>{gbp.format(row.amount)}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

const meta = { title: 'Data/Table', component: Table, render: () => <SortableTable /> } satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {};
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
export const Empty: Story = { render: () => <SortableTable rows={[]} /> };
export const Narrow: Story = {
  decorators: [storyFrame({ maxWidth: 'medium' })],
};
export const Dark: Story = { globals: { colorScheme: 'dark' } };
