import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withApp } from '@/app/lib/stories';
import { FeePolicyForm } from './FeePolicyForm';
import { answering, feePolicy, refusal } from './storyAnswers';

/**
 * The trainer's default fees, on Packs and offers: a late-cancel window in whole hours (0 to 72)
 * with its fee, and a no-show fee, for every class without fees of its own. An empty fee is none;
 * a late-cancel fee needs a window. Under the fields, what a fee never is: more than the customer
 * paid, or charged before its 24 hours' grace.
 */
const meta = {
  title: 'Screens/Packs and offers/Fees form',
  component: FeePolicyForm,
  decorators: [withApp],
  parameters: { visual: { phone: true } },
  args: { trainerId: 'tr-maya', policy: feePolicy },
} satisfies Meta<typeof FeePolicyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Maya's default: 12 hours' notice or £10, and £15 for a no-show. */
export const Saved: Story = {};

/** A trainer who set no fees. */
export const None: Story = {
  args: { policy: { lateCancelWindowHours: 0, lateCancelFee: null, noShowFee: null } },
};

/** A window past 72 hours and a late-cancel fee without a window are refused on their fields, before anything is sent. */
export const OutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hours = canvas.getByRole('textbox', { name: 'Late-cancel window (hours)' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save fees' }));
    await expect(hours).toHaveFocus();
    await expect(hours).toHaveAccessibleDescription(/A late-cancel fee needs a window of 1 to 72 hours/);
  },
};

/** The API's refusal shows on the field it names. */
export const Refused: Story = {
  beforeEach: answering([
    ['PUT', /\/fee-policy$/, refusal(400, 'VALIDATION_FAILED', 'A no-show fee is at most £100.', 'noShowFee')],
  ]),
  parameters: { visual: { phone: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save fees' }));
    const noShow = canvas.getByRole('textbox', { name: 'No-show fee' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A no-show fee is at most £100.');
    await expect(noShow).toHaveAccessibleDescription(/A no-show fee is at most £100\./);
  },
};
