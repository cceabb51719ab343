import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GridList, GridListItem } from './GridList';

const items = Array.from({ length: 1000 }, (_, i) => ({ id: `i${i}`, name: `Customer ${i}` }));

describe('GridList', () => {
  it('exposes the full item count to assistive tech (rows are virtualised; the story checks the window in Chromium)', () => {
    render(
      <GridList aria-label="Customers" items={items.slice(0, 50)} height={400} rowHeight={50}>
        {(item) => <GridListItem id={item.id}>{item.name}</GridListItem>}
      </GridList>,
    );
    expect(screen.getByRole('grid', { name: 'Customers' }).getAttribute('aria-rowcount')).toBe('50');
  });

  it('moves with arrow keys and selects with Space', async () => {
    const onSelectionChange = vi.fn();
    render(
      <GridList
        aria-label="Customers"
        items={items.slice(0, 5)}
        selectionMode="single"
        onSelectionChange={onSelectionChange}
      >
        {(item) => <GridListItem id={item.id}>{item.name}</GridListItem>}
      </GridList>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown} ');
    const selected = onSelectionChange.mock.calls.at(-1)?.[0] as Set<string>;
    expect([...selected]).toEqual(['i1']);
  });

  it('shows the empty label', () => {
    render(
      <GridList aria-label="Customers" items={[]} emptyLabel="No customers yet">
        {() => <GridListItem>x</GridListItem>}
      </GridList>,
    );
    expect(screen.getByText('No customers yet')).toBeTruthy();
  });
});
