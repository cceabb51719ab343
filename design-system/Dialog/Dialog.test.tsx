import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { AlertDialog, Dialog, DialogTrigger, Modal } from './Dialog';

describe('Dialog', () => {
  it('opens from the trigger, is named by its title, closes with Escape and restores focus', async () => {
    render(
      <DialogTrigger>
        <Button>Edit</Button>
        <Modal>
          <Dialog title="Edit profile" closeLabel="Close">
            <input aria-label="Name" />
          </Dialog>
        </Modal>
      </DialogTrigger>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' })));
  });

  it('the × button closes it', async () => {
    render(
      <DialogTrigger defaultOpen>
        <Button>Edit</Button>
        <Modal>
          <Dialog title="Edit profile" closeLabel="Close" />
        </Modal>
      </DialogTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('AlertDialog: focus starts on Cancel when destructive; confirm calls onConfirm', async () => {
    const onConfirm = vi.fn();
    render(
      <DialogTrigger defaultOpen>
        <Button>Cancel class</Button>
        <Modal isDismissable={false}>
          <AlertDialog
            title="Cancel this class?"
            confirmLabel="Yes, cancel"
            cancelLabel="Keep"
            onConfirm={onConfirm}
            isDestructive
          >
            Customers are refunded.
          </AlertDialog>
        </Modal>
      </DialogTrigger>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Cancel this class?' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' })));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
