import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answering, json, maya, refusal, withApp } from '@/app/lib/stories';
import { SubscribeDialog } from './SubscribeDialog';

/**
 * Subscribing to a trainer's monthly plan on her profile: the plan, its monthly price and what the
 * first month costs, and the code field every checkout has, checked before paying (the price before
 * struck through and after, and whether the discount repeats on every renewal or is for the first
 * month only; a refused code says why on the field). Subscribe and pay goes on to the checkout page.
 */
const meta = {
  title: 'Screens/Trainer profile/Subscribe to a plan',
  component: SubscribeDialog,
  decorators: [withApp],
  args: {
    trainerId: maya.id,
    name: 'Maya',
    plan: {
      id: 'sp-maya-weekend',
      trainer: maya,
      name: 'Weekend Flow',
      description: 'Two flowing classes every weekend, with replays.',
      price: { amount: 1499, currency: 'GBP' },
      interval: 'MONTH',
      benefits: ['Saturday and Sunday live classes', 'Replays for 30 days'],
      subscriberCount: 87,
      status: 'ACTIVE',
      createdAt: '2026-01-10T10:00:00Z',
    },
    onClose: fn(),
    onAlreadySubscribed: fn(),
    onCheckout: fn(),
  },
  parameters: { visual: { phone: true }, docs: { story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof SubscribeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const item = { type: 'SUBSCRIPTION' as const, id: 'sp-maya-weekend' };
const listPrice = json({ item, priceBefore: gbp(1499), priceAfter: gbp(1499), discount: null, repeatsOnRenewal: null });

/** The price check answers the list price on opening, then `withCode` for each code applied. */
const pricing = (withCode: () => Response | Promise<Response>) => {
  let asked = false;
  return () => {
    const answer = asked ? withCode : listPrice;
    asked = true;
    return answer();
  };
};

/** A code taking `off` pence off, on every renewal or the first month only. */
const codeOff = (code: string, off: number, repeatsOnRenewal: boolean) =>
  json({
    item,
    priceBefore: gbp(1499),
    priceAfter: gbp(1499 - off),
    discount: { source: 'PROMO_CODE', code, amount: gbp(off) },
    repeatsOnRenewal,
  });

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Subscribe to Weekend Flow' });

/** Opens the code field and applies `code`. */
async function apply(dialog: HTMLElement, code: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Have a code?' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), code, { delay: null });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
}

/** Opened: the plan, £14.99 a month, the first month at the same price, and Subscribe and pay £14.99. */
export const Opened: Story = {
  beforeEach: answering([['POST', /\/customer\/price-check$/, listPrice]]),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveTextContent('Weekend Flow with Maya');
    await expect(dialog).toHaveTextContent('£14.99 a month');
    await expect(within(dialog).getByRole('button', { name: 'Subscribe and pay £14.99' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Have a code?' })).toBeEnabled();
  },
};

/** £1.50 off every month: £13.49, was £14.99, and the discount repeats on every renewal. */
export const CodeEveryMonth: Story = {
  beforeEach: () => answering([['POST', /\/customer\/price-check$/, pricing(codeOff('WEEKEND150', 150, true))]])(),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await apply(dialog, 'weekend150');
    await expect(
      await within(dialog).findByText('Code WEEKEND150 applied: £1.50 off', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(dialog).toHaveTextContent('£13.49, was £14.99');
    await expect(dialog).toHaveTextContent('The discount repeats on every renewal while you stay subscribed.');
    await expect(within(dialog).getByRole('button', { name: 'Subscribe and pay £13.49' })).toBeEnabled();
  },
};

/** 20% off the first month only: £11.99, was £14.99, and renewals at the full price. */
export const CodeFirstMonth: Story = {
  beforeEach: () => answering([['POST', /\/customer\/price-check$/, pricing(codeOff('WINTER20', 300, false))]])(),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await apply(dialog, 'winter20');
    await expect(
      await within(dialog).findByText(
        'The discount is for the first month only; renewals are at the full price.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(dialog).toHaveTextContent('£11.99, was £14.99');
    await expect(within(dialog).getByRole('button', { name: 'Subscribe and pay £11.99' })).toBeEnabled();
  },
};

/** A code not for subscriptions: said on the field, and the price stays. */
export const CodeRefused: Story = {
  beforeEach: () =>
    answering([
      [
        'POST',
        /\/customer\/price-check$/,
        pricing(refusal(409, 'PROMO_CODE_NOT_APPLICABLE', 'This code can’t be used for this purchase.', 'code')),
      ],
    ])(),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await apply(dialog, 'friend10');
    const field = within(dialog).getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('This code can’t be used for this purchase.'), {
      timeout: 5000,
    });
    await expect(within(dialog).getByRole('button', { name: 'Subscribe and pay £14.99' })).toBeEnabled();
  },
};
