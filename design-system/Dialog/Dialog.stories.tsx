import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { ownFrame } from '../private/StoryFrame';
import { AlertDialog, Dialog, DialogTrigger, Modal } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { title: 'Edit your profile', closeLabel: 'Close' },
  // A sheet from the bottom on phones, a centred dialog from tablet up.
  parameters: { visual: { phone: true } },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Edit profile</Button>
      <Modal>
        <Dialog {...args}>
          <Text>Body</Text>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
};
export const Open: Story = {
  parameters: ownFrame(),
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">Edit profile</Button>
      <Modal>
        <Dialog
          {...args}
          footer={(close) => (
            <>
              <Button variant="ghost" onPress={close}>
                Cancel
              </Button>
              <Button onPress={close}>Save changes</Button>
            </>
          )}
        >
          <Stack space="gutter">
            <TextField label="Display name" defaultValue="Maya Okafor" />
            <TextField label="Headline" defaultValue="HIIT & strength coach · London" />
          </Stack>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
};
export const OpenedWithKeyboard: Story = {
  ...Closed,
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
  },
};
export const Alert: Story = {
  parameters: ownFrame(),
  render: () => (
    <DialogTrigger defaultOpen>
      <Button variant="critical">Cancel class</Button>
      <Modal isDismissable={false} size="small">
        <AlertDialog
          title="Cancel this class?"
          confirmLabel="Cancel class"
          cancelLabel="Keep class"
          onConfirm={fn()}
          isDestructive
        >
          All 14 booked customers will be refunded in full and notified by email.
        </AlertDialog>
      </Modal>
    </DialogTrigger>
  ),
};
export const AlertPending: Story = {
  parameters: ownFrame(),
  render: () => (
    <DialogTrigger defaultOpen>
      <Button variant="critical">Cancel class</Button>
      <Modal isDismissable={false} size="small">
        <AlertDialog
          title="Cancel this class?"
          confirmLabel="Cancel class"
          cancelLabel="Keep class"
          onConfirm={fn()}
          isDestructive
          isPending
          pendingLabel="Cancelling"
        >
          All 14 booked customers will be refunded.
        </AlertDialog>
      </Modal>
    </DialogTrigger>
  ),
};
export const LongContent: Story = {
  parameters: ownFrame(),
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Terms</Button>
      <Modal size="large">
        <Dialog {...args} title="Cancellation policy for live classes, recorded classes and one-to-one sessions">
          <Stack space="gutter">
            {Array.from({ length: 12 }, (_, i) => (
              <Text key={i}>
                You can cancel a booking up to 24 hours before the class starts for a full refund to your original
                payment method or as Kinetic credit. Later cancellations are not refunded unless the trainer cancels.
              </Text>
            ))}
          </Stack>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
};
export const Dark: Story = { ...Open, globals: { colorScheme: 'dark' } };
export const AlertDark: Story = { ...Alert, globals: { colorScheme: 'dark' } };
