// @ts-check
// The ledger the areas that sell write to: a customer's account credit moving, a paid invoice
// issued, and the checkout that goes through at once. Below payments and packs, which both sell.
import { londonStamp } from '../clock.mjs';
import { example, iso, newId, write } from './records.mjs';

/** @typedef {import('./records.mjs').World} World @typedef {import('./records.mjs').Item} Item */

/**
 * The mock's checkout goes through at once: its address is the request's success address (which
 * says what was paid for) with the checkout session (`session`, else the example's), as a payment
 * provider returns there.
 * @param {Item | undefined} input
 * @param {Item} body
 * @param {string} [checkoutSession]
 */
export function checkoutThrough(input, body, checkoutSession) {
  if (typeof input?.successUrl !== 'string' || typeof body?.checkoutUrl !== 'string') return body;
  try {
    const back = new URL(input.successUrl);
    const session = checkoutSession ?? new URL(body.checkoutUrl, back).searchParams.get('session');
    if (session) back.searchParams.set('session', session);
    return { ...body, checkoutUrl: back.href };
  } catch {
    return body;
  }
}

/**
 * `amount` pence more (or less) of `customerId`'s account credit, as of `now`.
 * @param {World} world
 * @param {string} customerId
 * @param {number} amount
 * @param {number} now
 */
export function addCredit(world, customerId, amount, now) {
  world.credit.set(customerId, (world.credit.get(customerId) ?? 0) + amount);
  world.creditUpdated.set(customerId, iso(now));
}

/**
 * A paid invoice of the customer's, issued now, in their credit invoices: `invoice`'s fields with a
 * new number, and `id` (else a new one).
 * @param {import('./records.mjs').World} world @param {string} customerId @param {Item} invoice @param {number} now
 * @param {string} [id]
 */
export function addInvoice(world, customerId, invoice, now, id) {
  const [template] = example('CreditInvoicePage').content;
  const written = write(
    world,
    {
      ...invoice,
      id: id ?? newId(world, world.invoices, template.id),
      number: `KIN-${londonStamp(now).slice(0, 4)}-${String(world.next++).padStart(5, '0')}`,
      status: 'PAID',
      issuedAt: iso(now),
      paidAt: iso(now),
    },
    customerId,
  );
  world.invoices.set(written.id, written);
}

/**
 * A purchase paid in money, as `paymentMethod` says: by card, the card kept on file (a waitlist
 * place is paid with it when the account credit does not cover it); from account credit, its
 * amount off the credit. Either way its paid invoice (`invoice`'s fields, `id` else a new one) in
 * the customer's invoices. Anything else (a pack credit) pays nothing in money.
 * @param {World} world @param {string} customerId @param {string | undefined} paymentMethod @param {Item} invoice
 * @param {number} now @param {string} [id]
 */
export function charge(world, customerId, paymentMethod, invoice, now, id) {
  if (paymentMethod === 'CARD') world.cardsOnFile.add(customerId);
  else if (paymentMethod === 'CREDIT') addCredit(world, customerId, -invoice.amount.amount, now);
  else return;
  addInvoice(world, customerId, invoice, now, id);
}

/** A session's day as an invoice names it (`9 Dec 2026`, on London's calendar). @param {string} startDate */
export const dayWords = (startDate) =>
  new Date(Date.parse(startDate)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/**
 * A booking (a place from a waitlist too) or a recorded class (`id`) paid in money as
 * `paymentMethod` says (`charge`: from account credit, its price off the credit; by card, the card
 * kept on file): its paid invoice (`inv_` and the id, which a card booking released unpaid takes
 * away) in the customer's credit history, naming what, with whom, when (the session's day; a
 * recorded class, bought to watch at any time, has none) and how it was paid.
 * @param {World} world
 * @param {string} customerId
 * @param {string | undefined} paymentMethod
 * @param {{ id: string, invoiceType: string, amount: Item, discount: Item | null, title: string, trainerId: string, startDate: string | null, now: number }} paid
 */
export function payInMoney(
  world,
  customerId,
  paymentMethod,
  { id, invoiceType, amount, discount, title, trainerId, startDate, now },
) {
  const trainer = world.trainers.get(trainerId);
  const how = paymentMethod === 'CARD' ? 'paid by card' : 'paid from credit';
  const description = `${title}${trainer ? ` with ${trainer.firstName} ${trainer.lastName}` : ''} — ${startDate ? dayWords(startDate) : 'recorded class'} (${how})`;
  const invoice = { invoiceType, amount, description, vat: null, discount, session: null };
  charge(world, customerId, paymentMethod, invoice, now, `inv_${id}`);
}
