import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Menu, MenuItem, MenuTrigger } from './Menu';

describe('Menu', () => {
  it('opens from the trigger with the keyboard, moves with arrows and fires onAction', async () => {
    const onAction = vi.fn();
    render(
      <MenuTrigger>
        <Button>Options</Button>
        <Menu aria-label="Class options" onAction={onAction}>
          <MenuItem id="edit">Edit</MenuItem>
          <MenuItem id="off" isDisabled>
            Archive
          </MenuItem>
          <MenuItem id="cancel" isCritical>
            Cancel class
          </MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Edit' })));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onAction.mock.calls.at(-1)?.[0]).toBe('cancel');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(
      <MenuTrigger>
        <Button>Options</Button>
        <Menu aria-label="Options">
          <MenuItem id="a">A</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Options' })));
  });
});
