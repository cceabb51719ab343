import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Card, CardLink } from './Card';

describe('Card', () => {
  it('link card: one link named by the title, reachable by Tab, follows on Enter', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Card as="article" image={{ src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: '' }}>
          <h3>
            <CardLink href="/classes/1">HIIT 45</CardLink>
          </h3>
          <p>Maya Okafor</p>
        </Card>
      </RouterProvider>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'HIIT 45' }));
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/classes/1', undefined);
  });

  it('renders the image with the alt text it is given', () => {
    render(<Card image={{ src: 'x.svg', alt: 'Maya leading a kettlebell class' }}>Body</Card>);
    expect(screen.getByRole('img', { name: 'Maya leading a kettlebell class' })).toBeTruthy();
  });
});
