/**
 * The offline world's recorded classes bought to watch (`buyRecordedClass`): paid as a class session
 * is (account credit, a credit of a pack that pays for recorded classes, or a card through the
 * checkout that goes through), at the price the price check gives, then the customer's video for
 * good; refused as the contract names it. Amara buys: Olivia's library holds every recorded class
 * but Breathwork for Better Sleep, which the contract's examples show her buying.
 */
import { describe, expect, it } from 'vitest';
import { AMARA, CUSTOMER, mocks } from './harness';

const { call, holdPack, createPercentCode } = mocks();

type Money = { amount: number; currency: string };
type Discount = { source: string; code: string | null; amount: Money } | null;
type Video = { id: string; purchased: boolean; playbackUrl: string | null; captionsUrl: string | null };
type Bought = {
  purchase: {
    id: string;
    status: string;
    customerId: string;
    classId: string;
    amountPaid: Money;
    paymentMethod: string;
    customerPackId: string | null;
    discount: Discount;
  };
  video: Video;
  checkoutUrl: string | null;
  code?: string;
  details?: { field: string; message: string }[];
};
type Invoice = { invoiceType: string; status: string; amount: Money; description: string; discount: Discount };
type PriceCheck = { item: { type: string; id: string }; priceBefore: Money; priceAfter: Money; discount: Discount };

/** Recorded classes: Priya's Breathwork for Better Sleep (£9), and three of trainers with no intro offer. */
const BREATHWORK = 'cl_2009';
const CALM = 'cl_2030'; // Ten-Minute Calm, Sam Rivera, £6
const RIDE = 'cl_2022'; // Endurance Ride: Zone 2, £29
const KETTLEBELL = 'cl_2006'; // Kettlebell Complex Circuits, £22

/** Amara (or `as`) buys `classId` as `payment` says, with the Idempotency-Key `key` when given (else a new one). */
const buy = (
  world: string,
  classId: string,
  payment: Record<string, unknown>,
  { key, as = AMARA }: { key?: string; as?: string } = {},
) =>
  call<Bought>(`/class/${classId}/buy`, {
    method: 'POST',
    as,
    world,
    body: payment,
    ...(key && { headers: { 'Idempotency-Key': key } }),
  });
const credit = async (world: string) =>
  (await call<{ balance: Money }>('/customer/credit', { as: AMARA, world })).body.balance.amount;
const history = async (world: string) =>
  (await call<{ content: Invoice[] }>('/customer/credit/invoices', { as: AMARA, world })).body.content;
/** The ids of Amara's library, as it lists them. */
const library = async (world: string, as = AMARA) =>
  (await call<{ content: { id: string }[] }>('/customer/v1/get/videos?size=100', { as, world })).body.content.map(
    ({ id }) => id,
  );
const video = async (world: string, id: string, as = AMARA) =>
  (await call<Video>(`/customer/v1/get/videos/${id}`, { as, world })).body;
const priceCheck = (world: string, item: { type: string; id: string }, code?: string) =>
  call<PriceCheck & { code?: string }>('/customer/price-check', {
    method: 'POST',
    as: AMARA,
    world,
    body: { item, ...(code && { code }) },
  });

describe('a recorded class bought from account credit', () => {
  it('is in the library and plays, its price off the credit with its line in the history; the same key buys it once, and it is bought once', async () => {
    const world = 'recorded-credit';
    const [start, before] = [await credit(world), await history(world)];
    const { body: page } = await call<{ bookedCount: number }>(`/class/${CALM}`, { as: AMARA, world });
    expect(await library(world)).toEqual([]);
    expect(await video(world, CALM)).toMatchObject({ purchased: false, playbackUrl: null });

    const key = crypto.randomUUID();
    const bought = await buy(world, CALM, { paymentMethod: 'CREDIT' }, { key });
    expect(bought.status).toBe(201);
    expect(bought.body.purchase).toMatchObject({
      status: 'PAID',
      customerId: 'cu_3104',
      classId: CALM,
      amountPaid: { amount: 600, currency: 'GBP' },
      paymentMethod: 'CREDIT',
      customerPackId: null,
      discount: null,
    });
    expect(bought.body.checkoutUrl).toBeNull();
    // The answer's video is the video as she reads it now: hers, with its playback address.
    const watched = await video(world, CALM);
    expect(watched).toMatchObject({
      id: CALM,
      purchased: true,
      playbackUrl: expect.stringMatching(/^\/media\/videos\//),
    });
    expect(bought.body.video).toEqual(watched);
    expect(await library(world)).toEqual([CALM]);
    // Counted in the class's purchases.
    expect((await call<{ bookedCount: number }>(`/class/${CALM}`, { as: AMARA, world })).body.bookedCount).toBe(
      page.bookedCount + 1,
    );

    // Its price off the credit, and its line first in the credit history.
    expect(await credit(world)).toBe(start - 600);
    const [line, ...older] = await history(world);
    expect(line).toMatchObject({
      invoiceType: 'CLASS_BOOKING',
      status: 'PAID',
      amount: { amount: 600, currency: 'GBP' },
      description: 'Ten-Minute Calm with Sam Rivera — recorded class (paid from credit)',
      discount: null,
    });
    expect(older).toEqual(before);

    // The same key and request answer the same purchase and take nothing more.
    const again = await buy(world, CALM, { paymentMethod: 'CREDIT' }, { key });
    expect(again).toMatchObject({ status: 201, body: bought.body });
    expect(await credit(world)).toBe(start - 600);
    expect(await history(world)).toHaveLength(before.length + 1);
    // The same key for another class is another purchase: refused, and nothing bought.
    expect(await buy(world, RIDE, { paymentMethod: 'CREDIT' }, { key })).toMatchObject({
      status: 409,
      body: { code: 'IDEMPOTENCY_KEY_REUSED' },
    });
    // Bought again with a new key: in her library already.
    expect(await buy(world, CALM, { paymentMethod: 'CREDIT' })).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_PURCHASED' },
    });
    expect(await credit(world)).toBe(start - 600);
    expect(await library(world)).toEqual([CALM]);
  });

  it('is refused when the credit is below its price, and what the credit pays for goes first in the library', async () => {
    const world = 'recorded-too-little';
    const start = await credit(world);
    expect((await buy(world, RIDE, { paymentMethod: 'CREDIT' })).status).toBe(201);
    // £21 left does not pay for £22: refused, nothing bought, spent or written.
    const before = await history(world);
    expect(start - 2900).toBeLessThan(2200);
    expect(await buy(world, KETTLEBELL, { paymentMethod: 'CREDIT' })).toMatchObject({
      status: 409,
      body: { code: 'INSUFFICIENT_CREDIT' },
    });
    expect(await credit(world)).toBe(start - 2900);
    expect(await history(world)).toEqual(before);
    expect(await video(world, KETTLEBELL)).toMatchObject({ purchased: false, playbackUrl: null });
    // £6 it pays for: the newest first in her library.
    expect((await buy(world, CALM, { paymentMethod: 'CREDIT' })).status).toBe(201);
    expect(await library(world)).toEqual([CALM, RIDE]);
  });
});

describe('what is bought to watch', () => {
  it('is a recorded class: a live class, or one the world does not hold, is not found, to buy or to price', async () => {
    const world = 'recorded-only';
    const start = await credit(world);
    for (const classId of ['cl_2008', 'cl_0000']) {
      expect(await buy(world, classId, { paymentMethod: 'CREDIT' }), classId).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND' },
      });
      expect((await priceCheck(world, { type: 'RECORDED_CLASS', id: classId })).status, classId).toBe(404);
    }
    expect(await credit(world)).toBe(start);
    expect(await library(world)).toEqual([]);
  });
});

describe('a recorded class paid with a pack credit', () => {
  it('spends a credit of a pack that pays for recorded classes; a pack for live classes only, or another’s, is refused', async () => {
    const world = 'recorded-pack';
    const recorded = await holdPack(world, ['RECORDED_CLASSES'], AMARA);
    const liveOnly = await holdPack(world, ['LIVE_CLASSES'], AMARA);
    const start = await credit(world);
    const held = async (id: string) =>
      (
        await call<
          { id: string; creditsLeft: number; credits: { history: { type: string; title: string | null }[] }[] }[]
        >('/customer/packs', { as: AMARA, world })
      ).body.find((pack) => pack.id === id);

    for (const customerPackId of [liveOnly, 'cp_8001'])
      // Olivia's pack is hers, not Amara's.
      expect(
        await buy(world, BREATHWORK, { paymentMethod: 'PACK_CREDIT', customerPackId }),
        customerPackId,
      ).toMatchObject({ status: 409, body: { code: 'PACK_CREDIT_UNAVAILABLE' } });
    expect((await held(liveOnly))?.creditsLeft).toBe(3);
    expect(await library(world)).toEqual([]);

    const bought = await buy(world, BREATHWORK, { paymentMethod: 'PACK_CREDIT', customerPackId: recorded });
    expect(bought.status).toBe(201);
    expect(bought.body.purchase).toMatchObject({
      status: 'PAID',
      amountPaid: { amount: 0, currency: 'GBP' },
      paymentMethod: 'PACK_CREDIT',
      customerPackId: recorded,
      discount: null,
    });
    expect(bought.body.video).toMatchObject({ id: BREATHWORK, purchased: true, playbackUrl: expect.any(String) });
    const pack = await held(recorded);
    expect(pack?.creditsLeft).toBe(2);
    expect(pack?.credits.flatMap(({ history }) => history).find(({ type }) => type === 'USED')).toMatchObject({
      title: 'Breathwork for Better Sleep',
    });
    expect(await library(world)).toEqual([BREATHWORK]);
    expect(await credit(world)).toBe(start);
  });
});

describe('a recorded class’s price', () => {
  it('is checked as a class’s: the intro price for a customer new to the trainer, none elsewhere, a code for packs refused', async () => {
    const world = 'recorded-price';
    const item = { type: 'RECORDED_CLASS', id: BREATHWORK };
    // Amara has bought nothing from Priya: her first class, to watch too, is at Priya's intro price.
    const checked = await priceCheck(world, item);
    expect(checked.body).toMatchObject({
      item,
      priceBefore: { amount: 900, currency: 'GBP' },
      priceAfter: { amount: 500, currency: 'GBP' },
      discount: { source: 'INTRO_OFFER', code: null, amount: { amount: 400 } },
    });
    // Sam Rivera has no intro offer; FRIEND10 is Priya's code for packs only.
    expect((await priceCheck(world, { type: 'RECORDED_CLASS', id: CALM })).body).toMatchObject({
      priceBefore: { amount: 600 },
      priceAfter: { amount: 600 },
      discount: null,
    });
    expect(await priceCheck(world, item, 'FRIEND10')).toMatchObject({
      status: 409,
      body: { code: 'PROMO_CODE_NOT_APPLICABLE' },
    });

    // Bought at the intro price, which she has then had: Priya's first-pack price is no longer hers.
    const start = await credit(world);
    const bought = await buy(world, BREATHWORK, { paymentMethod: 'CREDIT' });
    expect(bought.body.purchase).toMatchObject({
      amountPaid: checked.body.priceAfter,
      discount: checked.body.discount,
    });
    expect(await credit(world)).toBe(start - 500);
    expect((await history(world))[0]).toMatchObject({ amount: { amount: 500 }, discount: { source: 'INTRO_OFFER' } });
    expect((await priceCheck(world, { type: 'PACK', id: 'pk_5001' })).body.discount).toBeNull();
  });

  it('is the lower of a code’s and the intro price, and once bought the customer is no longer new to the trainer', async () => {
    const world = 'recorded-first';
    await createPercentCode(world, 'HALF', 50, ['CLASSES']);
    const firstPack = { type: 'PACK', id: 'pk_5001' };
    expect((await priceCheck(world, firstPack)).body.discount).toMatchObject({ source: 'INTRO_OFFER' });
    // Half of £9 is below the £5 intro price: the code wins, and the intro price is not had.
    const bought = await buy(world, BREATHWORK, { paymentMethod: 'CREDIT', promoCode: 'HALF' });
    expect(bought.body.purchase).toMatchObject({
      amountPaid: { amount: 450 },
      discount: { source: 'PROMO_CODE', code: 'HALF', amount: { amount: 450 } },
    });
    // Still, she has bought from Priya: her first-pack price is no longer hers.
    expect((await priceCheck(world, firstPack)).body.discount).toBeNull();
  });

  it('is the price after a code that applies to classes, in the purchase and its invoice; a code refused for its reason buys nothing', async () => {
    const world = 'recorded-code';
    // A pack of Priya's first, so her intro price (lower than the code's) is had.
    await holdPack(world, ['LIVE_CLASSES'], AMARA);
    const checked = await priceCheck(world, { type: 'RECORDED_CLASS', id: BREATHWORK }, 'WINTER20');
    // WINTER20 is 20% off classes: £9 less £1.80.
    expect(checked.body).toMatchObject({
      priceAfter: { amount: 720, currency: 'GBP' },
      discount: { source: 'PROMO_CODE', code: 'WINTER20', amount: { amount: 180, currency: 'GBP' } },
    });
    for (const [promoCode, code] of [
      ['FRIEND10', 'PROMO_CODE_NOT_APPLICABLE'],
      ['NOPE', 'PROMO_CODE_UNKNOWN'],
      ['STUDIO5', 'PROMO_CODE_EXPIRED'],
    ] as const) {
      const refused = await buy(world, BREATHWORK, { paymentMethod: 'CREDIT', promoCode });
      expect(refused, promoCode).toMatchObject({ status: 409, body: { code } });
      expect(refused.body.details).toEqual([expect.objectContaining({ field: 'promoCode' })]);
    }
    expect(await library(world)).toEqual([]);

    const start = await credit(world);
    const bought = await buy(world, BREATHWORK, { paymentMethod: 'CREDIT', promoCode: 'winter20' });
    expect(bought.status).toBe(201);
    expect(bought.body.purchase).toMatchObject({
      amountPaid: checked.body.priceAfter,
      discount: checked.body.discount,
    });
    expect(await credit(world)).toBe(start - 720);
    expect((await history(world))[0]).toMatchObject({
      invoiceType: 'CLASS_BOOKING',
      amount: { amount: 720 },
      description: 'Breathwork for Better Sleep with Priya Sharma — recorded class (paid from credit)',
      discount: checked.body.discount,
    });
  });
});

describe('a recorded class bought by card', () => {
  it('waits at a checkout that returns to the success page, and is hers once it has gone through; without its addresses it is refused', async () => {
    const world = 'recorded-card';
    const urls = {
      returnUrl: `http://localhost:5173/classes/${CALM}`,
      successUrl: `http://localhost:5173/payment-success?video=${CALM}`,
      failureUrl: `http://localhost:5173/payment-failure?video=${CALM}`,
    };
    const start = await credit(world);
    const bare = await buy(world, CALM, { paymentMethod: 'CARD', successUrl: urls.successUrl });
    expect(bare.status).toBe(400);
    expect(bare.body.details?.map(({ field }) => field)).toEqual(['returnUrl', 'failureUrl']);
    expect(await library(world)).toEqual([]);

    const bought = await buy(world, CALM, { paymentMethod: 'CARD', ...urls });
    expect(bought.status).toBe(201);
    expect(bought.body.purchase).toMatchObject({
      status: 'PENDING_PAYMENT',
      paymentMethod: 'CARD',
      amountPaid: { amount: 600, currency: 'GBP' },
      customerPackId: null,
    });
    // Not hers in the answer: the payment is still to be made.
    expect(bought.body.video).toMatchObject({ id: CALM, purchased: false, playbackUrl: null, captionsUrl: null });
    // The mock's checkout goes through at once, back to the success page with its session.
    const checkout = new URL(String(bought.body.checkoutUrl));
    expect(`${checkout.origin}${checkout.pathname}`).toBe('http://localhost:5173/payment-success');
    expect(checkout.searchParams.get('video')).toBe(CALM);
    expect(checkout.searchParams.get('session')).toMatch(/^cs_test_/);
    // The success page reads the video until it is bought: it is, and in her library.
    expect(await video(world, CALM)).toMatchObject({ purchased: true, playbackUrl: expect.any(String) });
    expect(await library(world)).toEqual([CALM]);
    expect(await credit(world)).toBe(start);
  });
});

describe('Olivia', () => {
  it('buys Breathwork for Better Sleep, the one recorded class not in her library, as the contract’s example does', async () => {
    const world = 'recorded-olivia';
    expect(await library(world, CUSTOMER)).not.toContain(BREATHWORK);
    expect(await video(world, BREATHWORK, CUSTOMER)).toMatchObject({ purchased: false, playbackUrl: null });
    const bought = await buy(
      world,
      BREATHWORK,
      {
        paymentMethod: 'CARD',
        promoCode: 'WINTER20',
        returnUrl: `http://localhost:5173/classes/${BREATHWORK}`,
        successUrl: `http://localhost:5173/payment-success?video=${BREATHWORK}`,
        failureUrl: `http://localhost:5173/payment-failure?video=${BREATHWORK}`,
      },
      { as: CUSTOMER },
    );
    expect(bought.body.purchase).toMatchObject({
      id: 'vp_2009_3001',
      status: 'PENDING_PAYMENT',
      customerId: 'cu_3001',
      amountPaid: { amount: 720, currency: 'GBP' },
      discount: { source: 'PROMO_CODE', code: 'WINTER20', amount: { amount: 180, currency: 'GBP' } },
    });
    expect(await video(world, BREATHWORK, CUSTOMER)).toMatchObject({ purchased: true });
    expect((await library(world, CUSTOMER))[0]).toBe(BREATHWORK);
  });
});

describe('a video’s chapters', () => {
  it('are its own, from its category and its length, each inside the video', async () => {
    type Video = { id: string; category: string; durationMinutes: number };
    const { body: library } = await call<{ content: Video[] }>('/customer/v1/get/videos?page=0&size=50', {
      as: CUSTOMER,
    });
    const videos = await Promise.all(
      library.content.map(
        async ({ id }) =>
          (
            await call<Video & { chapters: { title: string; startSecond: number }[] }>(
              `/customer/v1/get/videos/${id}`,
              { as: CUSTOMER },
            )
          ).body,
      ),
    );
    expect(new Set(videos.map(({ category }) => category)).size).toBeGreaterThan(1);
    for (const { id, durationMinutes, chapters } of videos) {
      const starts = chapters.map(({ startSecond }) => startSecond);
      expect(starts[0], id).toBe(0);
      expect(starts, id).toEqual([...starts].sort((a, b) => a - b));
      expect(new Set(starts).size, id).toBe(starts.length);
      expect(Math.max(...starts), id).toBeLessThan(durationMinutes * 60);
    }
    // Two videos of different categories are not chaptered alike.
    const [first, other] = [videos[0], videos.find(({ category }) => category !== videos[0]?.category)];
    expect(first?.chapters).not.toEqual(other?.chapters);
  });
});
