import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is named by its text and fires onPress from keyboard (Enter and Space)', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Book class</Button>);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Book class' });
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('does not fire when disabled and is skipped by Tab', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Book
      </Button>,
    );
    await userEvent.tab();
    expect(document.activeElement).not.toBe(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('while pending stays focusable, is aria-disabled, ignores presses and exposes a labelled progressbar', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isPending pendingLabel="Booking">
        Book
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Book/ });
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Booking' })).toBeTruthy();
  });

  it('icon-only buttons take their name from aria-label', () => {
    render(<Button icon={<svg />} aria-label="Add class" />);
    expect(screen.getByRole('button', { name: 'Add class' })).toBeTruthy();
  });

  it('while pending an icon-only button adds its spinner to its name', () => {
    render(<Button icon={<svg />} aria-label="Save" isPending pendingLabel="Saving" />);
    const spinner = screen.getByRole('progressbar', { name: 'Saving' });
    expect(screen.getByRole('button').getAttribute('aria-labelledby')).toContain(spinner.id);
    expect(screen.getByRole('button', { name: 'Save Saving' })).toBeTruthy();
  });
});
