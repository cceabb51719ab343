import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withApp } from '@/app/lib/stories';
import { IntroOfferForm } from './IntroOfferForm';
import { introOffer, packs } from './storyAnswers';

/**
 * The intro offer's form: a first class's price and/or a pack with its first-pack price, and
 * whether new customers are offered it (once per customer; never added to a promo code, the lower
 * price wins). A first-pack price must be lower than the pack's own; the error says that price.
 */
const meta = {
  title: 'Screens/Packs and offers/Intro offer form',
  component: IntroOfferForm,
  decorators: [withApp],
  parameters: { visual: { phone: true } },
  args: { trainerId: 'tr-maya', offer: introOffer, packs: packs.slice(0, 2) },
} satisfies Meta<typeof IntroOfferForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The saved offer: £3 for a first class, Ten live classes for £55 as a first pack. */
export const Saved: Story = {};

/** No offer yet. */
export const None: Story = { args: { offer: null } };

/** A first-pack price at the pack's own price is refused on its field, naming the pack's price. */
export const NotLower: Story = {
  args: { offer: { ...introOffer, firstPackPrice: { amount: 7000, currency: 'GBP' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save intro offer' }));
    const price = canvas.getByRole('textbox', { name: 'First pack price' });
    await expect(price).toHaveFocus();
    await expect(price).toHaveAccessibleDescription('Enter a price lower than the pack’s own (£70)');
  },
};
