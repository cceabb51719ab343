import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { virtual } from '@guidepup/virtual-screen-reader';
import { toast, ToastRegion } from './Toast';

describe('Toast', () => {
  afterEach(() => act(() => toast.clear()));

  it('toast.show() from anywhere renders a titled toast in a named region', async () => {
    render(<ToastRegion aria-label="Notifications" closeLabel="Dismiss" />);
    act(() => {
      toast.show({ title: 'Class booked', description: 'See you Tuesday', tone: 'positive' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const item = within(region).getByRole('alertdialog');
    expect(item.textContent).toContain('Class booked');
    expect(item.textContent).toContain('See you Tuesday');
  });

  it('links to where its news is when it has an action', async () => {
    render(<ToastRegion aria-label="Notifications" closeLabel="Dismiss" />);
    act(() => {
      toast.show({ title: 'Class starts soon', action: { label: 'Open', href: '/dashboard' } });
    });
    const link = await screen.findByRole('link', { name: 'Open' });
    expect(link.getAttribute('href')).toBe('/dashboard');
  });

  it('closes from its keyboard-reachable close button and calls onClose', async () => {
    const onClose = vi.fn();
    render(<ToastRegion aria-label="Notifications" closeLabel="Dismiss" />);
    act(() => {
      toast.show({ title: 'Saved', onClose });
    });
    const close = await screen.findByRole('button', { name: 'Dismiss' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
    expect(onClose).toHaveBeenCalled();
  });

  it('toast.close(key) removes a specific toast', async () => {
    render(<ToastRegion aria-label="Notifications" closeLabel="Dismiss" />);
    let key = '';
    act(() => {
      key = toast.show({ title: 'First' });
      toast.show({ title: 'Second' });
    });
    await screen.findByText('First');
    act(() => toast.close(key));
    await waitFor(() => expect(screen.queryByText('First')).toBeNull());
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('is heard by a screen reader as it appears, title and description', async () => {
    render(<ToastRegion aria-label="Notifications" closeLabel="Dismiss" />);
    await virtual.start({ container: document.body });
    try {
      act(() => {
        toast.show({ title: 'Class booked', description: 'See you Tuesday', tone: 'positive' });
      });
      await waitFor(async () =>
        // The title and the description are two blocks: the virtual reader joins their text without a space.
        expect(await virtual.spokenPhraseLog()).toContainEqual(
          expect.stringMatching(/^assertive: Class booked ?See you Tuesday$/),
        ),
      );
    } finally {
      await virtual.stop();
    }
  });
});
