import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Schema } from '@/sdk';
import { withApp } from '@/app/lib/stories';
import { ClassPolicyForm } from './ClassPolicyForm';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });

const onDefault: Schema<'ClassPolicy'> = {
  classId: 'cl-hiit',
  usesDefault: true,
  fees: { lateCancelWindowHours: 12, lateCancelFee: gbp(1000), noShowFee: gbp(1500) },
  price: gbp(3000),
  recorded: false,
  replaysForSale: false,
};

/**
 * A live class's fees and recording, below its form on its edit screen: "Use my default" (said in
 * the words customers read before they book) or the class's own late-cancel window and fees, none
 * higher than its price; whether its live sessions are recorded as replays, and sold to customers
 * who did not book. Turning recording off says it applies from the next session.
 */
const meta = {
  title: 'Screens/Class form/Fees and recording',
  component: ClassPolicyForm,
  decorators: [withApp],
  parameters: { visual: { phone: true } },
  args: { policy: onDefault },
} satisfies Meta<typeof ClassPolicyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the trainer's default, not recorded. */
export const OnDefault: Story = {};

/** Its own fees, recorded, replays for sale. */
export const OwnFees: Story = {
  args: {
    policy: {
      ...onDefault,
      usesDefault: false,
      fees: { lateCancelWindowHours: 24, lateCancelFee: gbp(1500), noShowFee: gbp(2000) },
      recorded: true,
      replaysForSale: true,
    },
  },
};

/** A fee above the class's price is refused on its field, naming the price, before anything is sent. */
export const AbovePrice: Story = {
  parameters: { visual: { phone: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Its own fees/ }));
    const noShow = canvas.getByRole('textbox', { name: 'No-show fee' });
    await userEvent.clear(noShow);
    await userEvent.type(noShow, '45');
    await userEvent.click(canvas.getByRole('button', { name: 'Save fees and recording' }));
    await expect(noShow).toHaveFocus();
    await expect(noShow).toHaveAccessibleDescription(/Enter a fee no higher than the class’s price \(£30\)/);
  },
};

/** Turning recording off says it applies from the next session, and replays can no longer be sold. */
export const RecordingOff: Story = {
  args: OwnFees.args,
  parameters: { visual: { phone: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Record live sessions as replays' }));
    await expect(canvas.getByText(/Recording stops from the next session/)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Sell replays to customers who did not book' })).toBeDisabled();
  },
};
