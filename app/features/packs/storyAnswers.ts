import type { ClassSummary, Schema } from '@/sdk';
import { hiit, maya, samplePack } from '@/app/lib/stories';

// What the packs stories' API answers: Maya's packs, intro offer and codes, shaped as the SDK types
// them, around the stories' pinned day (18 March 2026).

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });

export const packs: Schema<'ClassPack'>[] = [
  samplePack({ id: 'pk-10', name: 'Ten live classes', sold: 38, holders: 21 }),
  samplePack({
    id: 'pk-5',
    name: 'Five HIIT and kettlebell sessions, valid for the whole spring term',
    credits: 5,
    price: gbp(3750),
    validityDays: 60,
    paysFor: { kinds: [], classIds: [hiit.id, 'cl-kettlebell'] },
    status: 'NOT_ON_SALE',
    sold: 3,
    holders: 2,
  }),
  samplePack({
    id: 'pk-20',
    name: 'Twenty anything',
    credits: 20,
    price: gbp(13000),
    validityDays: 180,
    paysFor: { kinds: ['LIVE_CLASSES', 'RECORDED_CLASSES', 'ONE_TO_ONES'], classIds: [] },
    status: 'WITHDRAWN',
    sold: 9,
    holders: 1,
    withdrawnAt: '2026-03-01T17:00:00Z',
  }),
];

export const introOffer: Schema<'IntroOffer'> = {
  trainerId: maya.id,
  firstClassPrice: gbp(300),
  firstPackId: 'pk-10',
  firstPackPrice: gbp(5500),
  active: true,
  timesUsed: 46,
  updatedAt: '2026-03-01T09:00:00Z',
};

const code = (
  overrides: Partial<Schema<'PromoCode'>> & Pick<Schema<'PromoCode'>, 'id' | 'code'>,
): Schema<'PromoCode'> => ({
  trainerId: maya.id,
  discountType: 'PERCENT',
  percentOff: 20,
  amountOff: null,
  appliesTo: ['CLASSES', 'PACKS'],
  startsOn: '2026-03-16',
  endsOn: '2026-04-30',
  maxUses: 100,
  maxUsesPerCustomer: 1,
  repeatsOnRenewal: false,
  active: true,
  timesUsed: 0,
  createdAt: '2026-02-20T10:00:00Z',
  ...overrides,
});

export const promoCodes: Schema<'PromoCode'>[] = [
  code({ id: 'pc-spring', code: 'SPRING20', appliesTo: ['CLASSES', 'PACKS', 'SUBSCRIPTIONS'], timesUsed: 37 }),
  code({
    id: 'pc-friend',
    code: 'FRIEND10',
    discountType: 'AMOUNT',
    percentOff: null,
    amountOff: gbp(1000),
    appliesTo: ['PACKS'],
    endsOn: null,
    maxUses: null,
    timesUsed: 12,
  }),
  code({ id: 'pc-studio', code: 'STUDIO5', percentOff: 5, appliesTo: ['ONE_TO_ONES'], active: false, timesUsed: 4 }),
  code({ id: 'pc-new-year', code: 'NEWYEAR', startsOn: '2025-12-28', endsOn: '2026-01-10', timesUsed: 88 }),
];

export const classes: ClassSummary[] = [hiit, { ...hiit, id: 'cl-kettlebell', title: 'Kettlebell Strength' }];

export { answering, json, never, refusal } from '@/app/lib/stories';

export const feePolicy: Schema<'FeePolicy'> = {
  lateCancelWindowHours: 12,
  lateCancelFee: gbp(1000),
  noShowFee: gbp(1500),
};
