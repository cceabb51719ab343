import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageItems, Pagination } from './Pagination';

const labels = { label: 'Pages', previousLabel: 'Previous', nextLabel: 'Next', pageLabel: (n: number) => `Page ${n}` };

describe('Pagination', () => {
  it('is a named navigation; the current page has aria-current; keyboard moves to next', async () => {
    const onPageChange = vi.fn();
    render(<Pagination {...labels} page={1} totalPages={5} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await userEvent.tab(); // Page 1 (Previous is disabled)
    await userEvent.tab(); // Page 2
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('collapses long ranges with gaps', () => {
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(3, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination {...labels} page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
