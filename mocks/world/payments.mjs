// @ts-check
// Payments: each customer's account credit and its invoices, top-ups, subscriptions to trainers'
// plans and their invoices, and refund requests (the credit, invoices and checkout they write are
// the ledger's, ledger.mjs).
import { later } from '../clock.mjs';
import { AMARA, OLIVIA, at, byId, example, iso, newId, owns, page, write } from './records.mjs';
import { addCredit, charge, checkoutThrough } from './ledger.mjs';
import { priced, promoRefusal, refused, spendDiscount } from './packs.mjs';

/** @typedef {import('./records.mjs').World} World @typedef {import('./records.mjs').Item} Item */
/** @typedef {import('./records.mjs').Person} Person @typedef {import('./records.mjs').Route} Route */

/** An area's records: credit, subscriptions, invoices and refunds. */
export const payments = () => ({
  subscriptions: byId(example('CustomerSubscriptions')),
  invoices: byId([...example('SubscriptionInvoices'), ...example('CreditInvoicePage').content]),
  /** Each customer's account credit in pence, by customer id (Olivia's is the example's, Amara and the second waiting on Shadowbox have £50; a newcomer has none). */
  credit: new Map([
    [OLIVIA, example('CreditBalance').balance.amount],
    [AMARA, 5000],
    ['cu_3102', 5000],
  ]),
  /** When each customer's credit last changed, once it has. */
  creditUpdated: new Map(),
  /** Refund requests, by the booking they are for. */
  refunds: new Map(),
});

/** @type {Route[]} */
export const routes = [
  // A customer who has just signed up has paid nothing and has no credit yet.
  // A customer's credit invoices (top-ups, spends and refunds), newest first: the examples' are Olivia's.
  {
    operations: ['listCreditInvoices'],
    answer: ({ world, who, query, days }, body) =>
      page(
        [...world.invoices.values()]
          .filter((invoice) => invoice.invoiceType !== 'SUBSCRIPTION' && owns(world, who?.id ?? OLIVIA)(invoice))
          .map(at(world, days))
          .sort((a, b) => Date.parse(b.issuedAt) - Date.parse(a.issuedAt)),
        query,
        body,
      ),
  },
  // A customer's subscription invoices, newest first: the examples' are Olivia's, a newcomer has none until she joins a plan.
  {
    operations: ['listSubscriptionInvoices'],
    answer: ({ world, who, days }) =>
      [...world.invoices.values()]
        .filter((invoice) => invoice.invoiceType === 'SUBSCRIPTION' && owns(world, who?.id ?? OLIVIA)(invoice))
        .map(at(world, days))
        .sort((a, b) => Date.parse(b.issuedAt) - Date.parse(a.issuedAt)),
  },
  {
    operations: ['getCreditBalance'],
    // Prism's answer comes with the examples' dates moved to today already.
    answer: ({ world, who }, body) => {
      const customerId = who?.id ?? OLIVIA;
      const updatedAt = world.creditUpdated.get(customerId) ?? body.updatedAt;
      return { customerId, balance: { ...body.balance, amount: world.credit.get(customerId) ?? 0 }, updatedAt };
    },
  },
  {
    operations: ['getSubscriptionInvoice'],
    exists: (world, [id]) => world.invoices.has(id),
    prefer: ({ world, params: [id] }) =>
      world.invoices.get(id).invoiceType === 'SUBSCRIPTION' ? undefined : 'example=creditTopUp',
    answer: ({ world, params: [id], days }, body) => ({ ...body, ...at(world, days)(world.invoices.get(id)) }),
  },
  // A top-up's checkout returns to the success page at once.
  {
    operations: ['topUpCredit'],
    remembers:
      'the customer’s credit balance, a paid top-up invoice in their credit invoices, and the card kept on file (the checkout, a card payment, goes through)',
    answer: ({ world, who, body: input, now }, body) => {
      const customerId = who?.id ?? OLIVIA;
      addCredit(world, customerId, input.amount.amount, now);
      charge(world, customerId, 'CARD', { ...example('CreditTopUpInvoice'), amount: input.amount }, now);
      return checkoutThrough(input, body);
    },
  },
  {
    operations: ['listCustomerSubscriptions'],
    answer: ({ world, params: [id], query, days }) =>
      [...world.subscriptions.values()]
        .filter(owns(world, id))
        .filter(({ status }) => query.get('active') !== 'true' || status === 'ACTIVE')
        .map(at(world, days)),
  },
  // Joining a plan is a subscription of the customer's from now, its first month paid at the price
  // after the code she typed (the checkout goes through); a refused code is refused by its reason.
  {
    operations: ['subscribe'],
    remembers:
      'the customer’s subscription from now with the code it was joined with, the code’s use, and the first month’s paid invoice naming the discount; the card kept on file (the checkout, a card payment, goes through)',
    exists: (world, [id]) => world.plans.has(id),
    prefer: (context) =>
      promoRefusal(context, { type: 'SUBSCRIPTION', id: context.params[0] })
        ? 'code=409, example=codeRefused'
        : undefined,
    refusal: (context, body) => {
      const refusal = promoRefusal(context, { type: 'SUBSCRIPTION', id: context.params[0] });
      return body.code === 'PROMO_CODE_NOT_APPLICABLE' && refusal ? refused(body, refusal, 'promoCode') : body;
    },
    answer: ({ world, who, params: [id], body: input, days, now }, prism) => {
      const body = checkoutThrough(input, prism);
      const customer = who?.id ?? OLIVIA;
      const joined = [...world.subscriptions.values()]
        .filter(owns(world, customer))
        .some(({ plan, status }) => plan.id === id && status === 'ACTIVE');
      if (joined) return body;
      const price = priced(world, customer, { type: 'SUBSCRIPTION', id }, input?.promoCode, days, now);
      if (!price) return body;
      spendDiscount(world, customer, price, days);
      const plan = at(world, days)(world.plans.get(id));
      const [template] = example('CustomerSubscriptions');
      const subscription = write(
        world,
        {
          ...template,
          id: newId(world, world.subscriptions, `cs_${id.slice(3)}`),
          plan,
          status: 'ACTIVE',
          startedAt: iso(now),
          currentPeriodEnd: iso(later(now, { months: 1 })),
          cancelledAt: null,
          discount: price.check.discount,
          repeatsOnRenewal: price.check.repeatsOnRenewal,
        },
        customer,
      );
      world.subscriptions.set(subscription.id, subscription);
      const month = new Date(now).toLocaleDateString('en-GB', {
        month: 'long',
        year: 'numeric',
        timeZone: 'Europe/London',
      });
      charge(
        world,
        customer,
        'CARD',
        {
          invoiceType: 'SUBSCRIPTION',
          amount: price.check.priceAfter,
          description: `${plan.name} — ${month}`,
          vat: null,
          discount: price.check.discount,
          session: null,
        },
        now,
      );
      return body;
    },
  },
  {
    operations: ['unsubscribe'],
    remembers: 'the subscription cancelled',
    exists: (world, [id]) =>
      world.plans.has(id) || [...world.subscriptions.values()].some(({ plan }) => plan.id === id),
    answer: ({ world, who, params: [id], days, now }, body) => {
      const customer = who?.id ?? OLIVIA;
      const subscription = [...world.subscriptions.values()]
        .filter(owns(world, customer))
        .find(({ plan, status }) => plan.id === id && status === 'ACTIVE');
      if (!subscription) return body;
      const left = write(
        world,
        { ...at(world, days)(subscription), status: 'CANCELLED', cancelledAt: iso(now) },
        customer,
      );
      world.subscriptions.set(left.id, left);
      return left;
    },
  },
  // A refund asked for one of the customer's bookings, once.
  {
    operations: ['requestRefund'],
    remembers: 'the refund request, by booking: asking again is refused (409)',
    prefer: ({ world, who, body: input }) => {
      const booking = world.bookings.get(input?.refundTypeValue);
      if (!booking || !owns(world, who?.id ?? OLIVIA)(booking)) return 'code=404';
      return world.refunds.has(booking.id) ? 'code=409' : undefined;
    },
    answer: ({ world, body: input, now }, body) => {
      const booking = world.bookings.get(input.refundTypeValue);
      const refund = write(world, {
        ...body,
        id: newId(world, new Set([...world.refunds.values()].map(({ id }) => id)), body.id),
        refundType: input.refundType,
        refundTypeValue: booking.id,
        refundReason: input.refundReason,
        status: 'REQUESTED',
        amount: booking.amountPaid,
        requestedAt: iso(now),
      });
      world.refunds.set(booking.id, refund);
      return refund;
    },
  },
];
