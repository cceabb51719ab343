import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { TabNav } from './TabNav';

const items = [
  { id: 'trainers', label: 'Trainers', href: '/discover?tab=trainers' },
  { id: 'live', label: 'Live classes', href: '/discover?tab=live' },
];

describe('TabNav', () => {
  it('is a named navigation of links with the current one marked, each opening its URL', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <TabNav aria-label="What to browse" items={items} current="live" />
      </RouterProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'What to browse' });
    const links = screen.getAllByRole('link');
    expect(nav.contains(links[0]!)).toBe(true);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page']);
    expect(links[0]!.getAttribute('href')).toBe('/discover?tab=trainers');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Trainers' }));
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/discover?tab=trainers', undefined);
  });
});
