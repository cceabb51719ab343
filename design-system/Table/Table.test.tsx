import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from './Table';

const rows = [
  { id: 'a', name: 'Yoga', price: 10 },
  { id: 'b', name: 'HIIT', price: 8 },
];

function Sortable({ onSortChange }: { onSortChange: (d: SortDescriptor) => void }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const sorted = [...rows].sort((x, y) => {
    const k = sort.column as 'name' | 'price';
    return (x[k] < y[k] ? -1 : 1) * (sort.direction === 'ascending' ? 1 : -1);
  });
  return (
    <Table
      aria-label="Classes"
      sortDescriptor={sort}
      onSortChange={(d) => {
        setSort(d);
        onSortChange(d);
      }}
    >
      <TableHeader>
        <TableColumn id="name" isRowHeader allowsSorting>
          Name
        </TableColumn>
        <TableColumn id="price" allowsSorting numeric>
          Price
        </TableColumn>
      </TableHeader>
      <TableBody items={sorted}>
        {(r) => (
          <TableRow id={r.id}>
            <TableCell>{r.name}</TableCell>
            <TableCell numeric>{r.price}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

describe('Table', () => {
  it('is a named grid whose columns sort with the keyboard and expose aria-sort', async () => {
    const onSortChange = vi.fn();
    render(<Sortable onSortChange={onSortChange} />);
    const grid = screen.getByRole('grid', { name: 'Classes' });
    const nameHeader = within(grid).getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.tab();
    // focus starts in the grid; move up to the header row and over to Price
    await userEvent.keyboard('{ArrowUp}{ArrowRight}{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'price', direction: 'ascending' });
    const firstRowHeader = within(grid).getAllByRole('rowheader')[0];
    expect(firstRowHeader?.textContent).toBe('HIIT');
  });

  it('shows the empty label when there are no rows', () => {
    render(
      <Table aria-label="Invoices">
        <TableHeader>
          <TableColumn isRowHeader>Invoice</TableColumn>
        </TableHeader>
        <TableBody emptyLabel="No invoices yet">{[]}</TableBody>
      </Table>,
    );
    expect(screen.getByText('No invoices yet')).toBeTruthy();
  });
});
