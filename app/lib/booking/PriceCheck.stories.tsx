import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Schema } from '@/sdk';
import { Card, Stack, Text } from '@/design-system';
import { answering, json, refusal, withApp } from '../stories';
import { CheckedPrice, PromoCodeField, usePriceCheck } from './PriceCheck';

type Item = Schema<'PurchaseItem'>;
const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const session: Item = { type: 'CLASS_SESSION', id: 'ci-hiit' };
const plan: Item = { type: 'SUBSCRIPTION', id: 'sp-maya' };

/** A checkout of `item` at £30, as the booking dialog, the pack's Buy dialog and the one-to-one show it. */
function Checkout({ item }: { item: Item }) {
  const price = usePriceCheck(item, gbp(3000));
  return (
    <Card>
      <Stack space="medium">
        <Text weight="strong">
          <CheckedPrice price={price} />
        </Text>
        <PromoCodeField price={price} trainer="Maya" />
      </Stack>
    </Card>
  );
}

/**
 * The price and code field of every checkout: "Have a code?" opens a field with Apply; an applied
 * code shows the price before struck through and after, with Remove; a refused one says why on the
 * field. The intro price shows by itself for a new customer, and never stacks with a code.
 */
const meta = {
  title: 'Patterns/Price and code',
  component: Checkout,
  decorators: [withApp],
  args: { item: session },
  parameters: { visual: { phone: true }, docs: { story: { inline: false, height: '260px' } } },
} satisfies Meta<typeof Checkout>;
export default meta;
type Story = StoryObj<typeof meta>;

const check = (
  item: Item,
  after: number,
  discount: Schema<'AppliedDiscount'> | null,
  repeatsOnRenewal = null as boolean | null,
) => json({ item, priceBefore: gbp(3000), priceAfter: gbp(after), discount, repeatsOnRenewal });
const listPrice = check(session, 3000, null);
const winter20 = { source: 'PROMO_CODE' as const, code: 'WINTER20', amount: gbp(600) };
const intro = { source: 'INTRO_OFFER' as const, code: null, amount: gbp(2700) };

type Answer = ReturnType<typeof json>;

/** The price check answers `plain` first (on opening, without a code), then `withCode` (each code applied). */
const pricing = (plain: Answer, withCode: Answer = plain) => {
  let asked = false;
  return answering([
    [
      'POST',
      /\/customer\/price-check$/,
      () => {
        const answer = asked ? withCode : plain;
        asked = true;
        return answer();
      },
    ],
  ]);
};

/** Opens the code field, types `code` and applies it. */
async function apply(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Have a code?' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Code' }), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
}

/** Nothing off: the price, and "Have a code?" closed. */
export const Closed: Story = {
  beforeEach: pricing(listPrice),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Have a code?' })).toBeVisible();
  },
};

/** A new customer's first class at the intro price, by itself. */
export const IntroPrice: Story = {
  beforeEach: pricing(check(session, 300, intro)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('First class with Maya: £3')).toBeVisible();
  },
};

/** A code applied: the price before struck through and after, the code with Remove. */
export const CodeApplied: Story = {
  beforeEach: pricing(listPrice, check(session, 2400, winter20)),
  play: async ({ canvasElement }) => {
    await apply(canvasElement, 'winter20');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Code WINTER20 applied: £6 off')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove code WINTER20' })).toBeVisible();
  },
};

/** A valid code the intro price beats: the intro price applies, and says so. */
export const IntroBeatsCode: Story = {
  beforeEach: pricing(check(session, 300, intro)),
  play: async ({ canvasElement }) => {
    await apply(canvasElement, 'winter20');
    await expect(await within(canvasElement).findByText(/so the intro price applies/)).toBeVisible();
  },
};

/** A code off a subscription says whether it repeats on renewal. */
export const SubscriptionRenewal: Story = {
  args: { item: plan },
  parameters: { visual: { phone: false } },
  beforeEach: pricing(check(plan, 3000, null), check(plan, 2400, winter20, false)),
  play: async ({ canvasElement }) => {
    await apply(canvasElement, 'winter20');
    await expect(await within(canvasElement).findByText(/first month only/)).toBeVisible();
  },
};

/** A refused code says why on the field; the price stays. */
const refused = (code: string, says: string): Story => ({
  parameters: { visual: { phone: false } },
  beforeEach: pricing(listPrice, refusal(409, code, 'The API’s words', 'code')),
  play: async ({ canvasElement }) => {
    await apply(canvasElement, 'NOPE');
    await expect(await within(canvasElement).findByText(says)).toBeVisible();
  },
});

export const Unknown = refused('PROMO_CODE_UNKNOWN', 'We don’t recognise this code. Check it and try again.');
export const Expired = refused('PROMO_CODE_EXPIRED', 'This code has expired.');
export const UsedUp = refused('PROMO_CODE_USED_UP', 'This code has been used as many times as it can be.');
export const NotApplicable = refused('PROMO_CODE_NOT_APPLICABLE', 'This code can’t be used for this purchase.');
