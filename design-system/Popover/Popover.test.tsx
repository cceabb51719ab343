import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { Popover } from './Popover';

describe('Popover', () => {
  it('opens with the keyboard as a named dialog and closes with Escape, restoring focus', async () => {
    render(
      <DialogTrigger>
        <Button>Filters</Button>
        <Popover aria-label="Filters">
          <button>Live only</button>
        </Popover>
      </DialogTrigger>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' })));
  });
});
