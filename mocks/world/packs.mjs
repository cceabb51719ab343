// @ts-check
// Class packs, intro offers and promo codes: what a trainer sells besides single classes, and the
// packs a customer holds.
import { PRIYA, at, byId, example, iso, newId, overlay, trainerRef, write } from './records.mjs';

/** @typedef {import('./records.mjs').Context} Context @typedef {import('./records.mjs').Route} Route */
/** @typedef {import('./records.mjs').Item} Item */

/** An area's records: each trainer's packs, intro offer and codes, and the packs customers bought. */
export const packs = () => ({
  packs: byId(example('ClassPacks')),
  /** Each trainer's intro offer, by trainer id (Priya's is the example's; others have none). */
  introOffers: new Map([[PRIYA, example('IntroOffer')]]),
  promoCodes: byId(example('PromoCodes')),
  /** The packs customers hold, by their id (Olivia's are the examples'). */
  customerPacks: byId(example('CustomerPacks')),
});

/** @param {Context} context */
const notTheirPack = ({ world, who, params: [packId] }) => world.packs.get(packId)?.trainer.id !== who?.id;
/** @param {Context} context */
const notTheirCode = ({ world, who, params: [codeId] }) => world.promoCodes.get(codeId)?.trainerId !== who?.id;
/**
 * Whether the code a trainer writes is another of her codes' (codes are kept in capitals).
 * @param {Context} context
 */
const codeTaken = ({ world, who, body, params: [codeId] }) =>
  [...world.promoCodes.values()].some(
    (code) => code.trainerId === who?.id && code.id !== codeId && code.code === String(body?.code).toUpperCase(),
  );

/**
 * A pack as the trainer wrote it: `input`'s fields over `pack`, its status from "on sale".
 * @param {Item} pack @param {Item} input
 */
const asWritten = (pack, { onSale, ...input }) => ({
  ...overlay(pack, input),
  status: pack.status === 'WITHDRAWN' ? 'WITHDRAWN' : onSale ? 'ON_SALE' : 'NOT_ON_SALE',
});

/** @type {Route[]} */
export const routes = [
  {
    operations: ['listClassPacks'],
    exists: (world, [id]) => world.trainers.has(id),
    answer: ({ world, params: [id], days }) =>
      [...world.packs.values()].filter((pack) => pack.trainer.id === id).map(at(world, days)),
  },
  {
    operations: ['createClassPack'],
    forbidden: ({ who, params: [trainerId] }) => who?.id !== trainerId,
    remembers: 'the pack, in the trainer’s packs, with nothing sold yet',
    exists: (world, [id]) => world.trainers.has(id),
    answer: ({ world, params: [id], body: input, now }, body) => {
      const pack = write(world, {
        ...asWritten({ ...body, status: 'ON_SALE' }, input),
        id: newId(world, world.packs, body.id),
        trainer: trainerRef(world.trainers.get(id)),
        sold: 0,
        holders: 0,
        createdAt: iso(now),
        withdrawnAt: null,
      });
      world.packs.set(pack.id, pack);
      return pack;
    },
  },
  {
    operations: ['getClassPack'],
    exists: (world, [id]) => world.packs.has(id),
    answer: ({ world, params: [id], days }) => at(world, days)(world.packs.get(id)),
  },
  {
    operations: ['updateClassPack'],
    forbidden: notTheirPack,
    remembers: 'the pack as edited (what holders bought stays as it was)',
    exists: (world, [id]) => world.packs.has(id),
    answer: ({ world, params: [id], body: input, days }) => {
      const pack = write(world, asWritten(at(world, days)(world.packs.get(id)), input));
      world.packs.set(id, pack);
      return pack;
    },
  },
  {
    operations: ['withdrawClassPack'],
    forbidden: notTheirPack,
    remembers: 'the pack withdrawn for good; its holders keep their credits',
    exists: (world, [id]) => world.packs.has(id),
    answer: ({ world, params: [id], days, now }) => {
      const pack = write(world, {
        ...at(world, days)(world.packs.get(id)),
        status: 'WITHDRAWN',
        withdrawnAt: iso(now),
      });
      world.packs.set(id, pack);
      return pack;
    },
  },
  {
    operations: ['buyClassPack'],
    remembers: 'the pack bought, in the customer’s packs, with all its credits',
    prefer: ({ world, body }) => (world.packs.get(body?.packId)?.status === 'ON_SALE' ? undefined : 'code=409'),
    answer: ({ world, who, body: input, now, days }, body) => {
      const pack = at(world, days)(world.packs.get(input.packId));
      const bought = write(world, {
        ...body.pack,
        id: newId(world, world.customerPacks, body.pack.id),
        pack: { id: pack.id, name: pack.name, trainer: pack.trainer, paysFor: pack.paysFor },
        creditsTotal: pack.credits,
        creditsLeft: pack.credits,
        purchasedAt: iso(now),
      });
      world.customerPacks.set(bought.id, { ...bought, customerId: who?.id });
      return { ...body, pack: bought };
    },
  },
  {
    operations: ['listCustomerPacks'],
    answer: ({ world, who, days }) =>
      [...world.customerPacks.values()]
        .filter(({ customerId }) => (customerId ?? 'cu_3001') === who?.id)
        .map(({ customerId: _holder, ...pack }) => at(world, days)(pack)),
  },
  {
    operations: ['checkPrice'],
    remembers: 'nothing: a price check only reads the code and the offer, and uses neither',
  },
  {
    operations: ['getIntroOffer'],
    prefer: ({ world, params: [id] }) => (world.introOffers.has(id) ? undefined : 'code=404'),
    answer: ({ world, params: [id], days }) => at(world, days)(world.introOffers.get(id)),
  },
  {
    operations: ['saveIntroOffer'],
    forbidden: ({ who, params: [trainerId] }) => who?.id !== trainerId,
    remembers: 'the trainer’s intro offer',
    exists: (world, [id]) => world.trainers.has(id),
    answer: ({ world, params: [id], body: input, now }, body) => {
      const offer = write(world, {
        ...overlay(world.introOffers.get(id) ?? { ...body, timesUsed: 0 }, input),
        trainerId: id,
        updatedAt: iso(now),
      });
      world.introOffers.set(id, offer);
      return offer;
    },
  },
  {
    operations: ['listPromoCodes'],
    exists: (world, [id]) => world.trainers.has(id),
    answer: ({ world, params: [id], days }) =>
      [...world.promoCodes.values()].filter((code) => code.trainerId === id).map(at(world, days)),
  },
  {
    operations: ['createPromoCode'],
    forbidden: ({ who, params: [trainerId] }) => who?.id !== trainerId,
    remembers: 'the code, in the trainer’s codes, used by no one yet',
    exists: (world, [id]) => world.trainers.has(id),
    prefer: (context) => (codeTaken(context) ? 'code=409' : undefined),
    answer: ({ world, params: [id], body: input, now }, body) => {
      const code = write(world, {
        ...overlay(body, input),
        code: String(input.code).toUpperCase(),
        id: newId(world, world.promoCodes, body.id),
        trainerId: id,
        timesUsed: 0,
        createdAt: iso(now),
      });
      world.promoCodes.set(code.id, code);
      return code;
    },
  },
  {
    operations: ['getPromoCode'],
    exists: (world, [id]) => world.promoCodes.has(id),
    answer: ({ world, params: [id], days }) => at(world, days)(world.promoCodes.get(id)),
  },
  {
    operations: ['updatePromoCode'],
    forbidden: notTheirCode,
    remembers: 'the code as edited, or paused',
    exists: (world, [id]) => world.promoCodes.has(id),
    prefer: (context) => (codeTaken(context) ? 'code=409' : undefined),
    answer: ({ world, params: [id], body: input, days }) => {
      const code = write(world, {
        ...overlay(at(world, days)(world.promoCodes.get(id)), input),
        code: String(input.code).toUpperCase(),
      });
      world.promoCodes.set(id, code);
      return code;
    },
  },
];
