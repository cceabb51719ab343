/**
 * The offline world on the real mocks: Prism for the product API and the identity service, each
 * behind its front with one world. Every answer still matches the contract; ids open their own
 * records; each role is itself; dates line up with the moment of the request; writes are kept.
 */
import { describe, expect, it } from 'vitest';
import { buildRequest, deref, mediaExamples, operations, type ContractName, type Node } from './contracts';
import { mockContract } from './contract.mjs';
import { mockNow } from './anchor.mjs';
import { fromLondonWall, londonDay, londonWall, WEEKDAYS } from './clock.mjs';
import {
  AMARA,
  check,
  CUSTOMER,
  DAY,
  documents,
  HOUR,
  MINUTE,
  mocks,
  range,
  schemaFor,
  token,
  TRAINER,
  type Call,
} from './harness';
import { PUSH_TOKEN_OPERATIONS } from './push.mjs';
import { createWorld, LONG_LISTS, LONG_LISTS_WORLD, plan, sent, worldOperations } from './world/index.mjs';

/** Shadowbox Conditioning's trainer, and a customer holding a place on its second session. */
const TOMASZ = token('uid_tomasz');

const { bases, call } = mocks();

const api = mockContract('api');
/** A request to the product API as the front gives it to the world: its operation and path parameters. */
function bound(method: string, url: string) {
  const found = api.operationOf(method, url);
  if (!found) throw new Error(`${method} ${url} is not in the contract`);
  return { operationId: found.operation.operationId, params: found.params, method, url };
}

/** A trainer's counted figures. */
const pick = ({
  rating,
  reviewCount,
  followerCount,
}: {
  rating: number;
  reviewCount: number;
  followerCount: number;
}) => ({
  rating,
  reviewCount,
  followerCount,
});

/** The London day around `now` as the dashboards ask for it. */
const londonToday = (now: number) => {
  const start = fromLondonWall(londonDay(now));
  return { start, end: fromLondonWall(londonDay(now) + DAY) };
};
interface Session {
  id: string;
  classId?: string;
  startDate: string;
  endDate: string;
}
const live = (session: Session, now: number) =>
  Date.parse(session.startDate) <= now && now < Date.parse(session.endDate);

/** The first example of the request body of `method` `path`. */
const example = (contract: ContractName, method: string, path: string) => {
  const operation = operations(documents[contract]).find(
    (candidate) => candidate.method === method && candidate.path === path,
  );
  const [media] = Object.values(
    deref<Node>(documents[contract], operation?.operation.requestBody).content as Node,
  ) as Node[];
  if (!media) throw new Error(`${method} ${path} has no request body`);
  return structuredClone(mediaExamples(documents[contract], media)[0]?.[1]) as Node;
};

describe('every answer of the world matches the contract', () => {
  for (const name of ['api', 'identity'] as const) {
    it.each(
      operations(documents[name]).map(
        (operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const,
      ),
    )(`${name}: %s`, async (_, operation) => {
      const request = buildRequest(documents[name], bases[name], operation);
      request.headers.set('Authorization', `Bearer ${CUSTOMER}`);
      // A world of its own: the sweep deletes and changes what the tests below read.
      request.headers.set('X-Mock-World', 'contract sweep');
      const response = await fetch(request);
      expect(response.headers.get('sl-violations'), 'Prism found the request invalid').toBeNull();
      const schema = schemaFor(name, operation.method, new URL(request.url).pathname, response.status);
      expect(check(name, schema, await response.json()), String(response.status)).toBeUndefined();
    });
  }
});

describe('an id opens its own record', () => {
  it('every trainer card opens that trainer', async () => {
    const { body: page } = await call('/trainer/web/discover-trainers');
    expect(page.content).not.toHaveLength(0);
    for (const card of page.content as Node[]) {
      const { status, body } = await call(`/trainer/${String(card.id)}`);
      expect(status).toBe(200);
      expect(body).toMatchObject(card);
    }
  });

  it('every class card opens that class, with the same title, trainer, price and start', async () => {
    const { body: page } = await call('/class/web/discover-classes?isLive=true');
    for (const card of page.content as Node[]) {
      const { body } = await call(`/class/${String(card.id)}`, { as: CUSTOMER });
      expect(body).toMatchObject({
        id: card.id,
        title: card.title,
        trainer: card.trainer,
        price: card.price,
        isLive: card.isLive,
      });
    }
  });

  it('a class needs the equipment of its category', async () => {
    const needs = async (id: string) =>
      (await call<{ equipment: string[] }>(`/class/${id}`, { as: CUSTOMER })).body.equipment;
    expect(await needs('cl_2010')).toEqual(['Boxing gloves', 'Skipping rope']);
    expect(await needs('cl_2021')).toEqual(['Exercise bike']);
    expect(await needs('cl_2020')).toEqual(['No equipment']);
    // A class whose page the examples write keeps its own list.
    expect(await needs('cl_2007')).toEqual(['Yoga mat', 'Two yoga blocks', 'Strap or belt']);
  });

  it('a shared class link gives anyone the card discovery lists, live or recorded', async () => {
    for (const isLive of [true, false]) {
      const { body: page } = await call(`/class/web/discover-classes?isLive=${isLive}`);
      for (const card of page.content as Node[]) {
        const { status, body } = await call(`/class/web/public/${String(card.id)}`);
        expect(status).toBe(200);
        expect(body).toEqual(card);
      }
    }
    expect((await call('/class/web/public/cl_0000')).status).toBe(404);
  });

  it('every video of the library opens that video, bought and playing', async () => {
    const { body: page } = await call('/customer/v1/get/videos', { as: CUSTOMER });
    for (const card of page.content as Node[]) {
      const { body } = await call(`/customer/v1/get/videos/${String(card.id)}`, { as: CUSTOMER });
      expect(body).toMatchObject({ id: card.id, title: card.title, trainer: card.trainer, purchased: true });
      expect(body.playbackUrl).toEqual(expect.any(String));
    }
  });

  it('plans and invoices open their own record', async () => {
    const { body: plans } = await call('/subscription?trainerId=tr_1003', { as: TRAINER });
    for (const plan of plans)
      expect((await call(`/subscription/${String(plan.id)}`, { as: TRAINER })).body).toEqual(plan);
    const { body: invoices } = await call('/subscription/invoice/v1/all', { as: CUSTOMER });
    const [invoice] = invoices as Node[];
    expect(
      (await call(`/subscription/invoice/v1/get/${String(invoice?.id)}?invoiceType=SUBSCRIPTION`, { as: CUSTOMER }))
        .body,
    ).toMatchObject({ id: invoice?.id, description: invoice?.description });
  });

  it('an id the world does not hold gets the contract’s 404', async () => {
    for (const path of [
      '/trainer/tr_0000',
      '/class/cl_0000',
      '/customer/v1/get/videos/cl_0000',
      '/agora/room/cl_0000',
      '/subscription/sp_0000',
      '/subscription/invoice/v1/get/inv_0000?invoiceType=SUBSCRIPTION',
    ]) {
      const { status, body } = await call(path, { as: CUSTOMER });
      expect(status, path).toBe(404);
      expect(body, path).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });
});

describe('each role is itself', () => {
  it('the trainer signs in as the trainer, the customer as the customer', async () => {
    const signIn = (email: string) =>
      call('/v1/accounts:signInWithPassword?key=test-api-key', {
        method: 'POST',
        service: 'identity',
        body: { email, password: 'Sunrise#2026', returnSecureToken: true },
      });
    const trainer = await signIn('priya.sharma@example.com');
    const customer = await signIn('olivia.hughes@example.com');
    expect(trainer.body.email).toBe('priya.sharma@example.com');
    expect((await call('/user/profile?localId=uid_priya01', { as: String(trainer.body.idToken) })).body).toMatchObject({
      role: 'TRAINER',
      id: 'tr_1003',
      firstName: 'Priya',
    });
    expect(
      (await call('/user/profile?localId=uid_olivia01', { as: String(customer.body.idToken) })).body,
    ).toMatchObject({ role: 'CUSTOMER', id: 'cu_3001', firstName: 'Olivia' });
  });

  it('a new sign-up starts with nothing done', async () => {
    const { body } = await call('/v1/accounts:signUp?key=test-api-key', {
      method: 'POST',
      service: 'identity',
      body: { email: 'new.member@example.com', password: 'Sunrise#2026', returnSecureToken: true },
    });
    expect((await call('/user/profile?localId=uid_newmember01', { as: String(body.idToken) })).body).toMatchObject({
      role: 'CUSTOMER',
      onboardingDone: false,
    });
  });

  /** Signs up from the sign-up page at `page` and writes the names as the app does. */
  async function signUp(page: string, names: { firstName: string; lastName: string }) {
    const { body: account } = await call('/v1/accounts:signUp?key=test-api-key', {
      method: 'POST',
      service: 'identity',
      headers: { Referer: `http://localhost:5173${page}` },
      body: {
        email: `${names.firstName}.${names.lastName}@example.com`.toLowerCase(),
        password: 'Sunrise#2026',
        returnSecureToken: true,
      },
    });
    const as = String(account.idToken);
    const profile = async () => (await call(`/user/profile?localId=${String(account.localId)}`, { as })).body;
    const before = await profile();
    const path = before.role === 'TRAINER' ? `/trainer/${String(before.id)}` : `/customer/${String(before.id)}`;
    const { status } = await call(path, { method: 'PUT', as, body: names });
    expect(status).toBe(200);
    return { as, account, before, after: await profile() };
  }

  it('a trainer’s sign-up is a new trainer, with the name they gave and onboarding to do', async () => {
    const { as, account, before, after } = await signUp('/trainer/sign-up', { firstName: 'Maya', lastName: 'Okafor' });
    expect(account.email).toBe('maya.okafor@example.com');
    expect(before).toMatchObject({ role: 'TRAINER', onboardingDone: false, email: 'maya.okafor@example.com' });
    expect(before.id).toMatch(/^tr_/);
    expect(before.id).not.toBe('tr_1003');
    expect(after).toMatchObject({ id: before.id, role: 'TRAINER', firstName: 'Maya', lastName: 'Okafor' });
    const id = String(before.id);
    // Her own profile: none of the example trainer's picture, price, experience or certificates.
    expect((await call(`/trainer/${id}`, { as })).body).toMatchObject({
      id,
      firstName: 'Maya',
      lastName: 'Okafor',
      avatarUrl: '',
      pricePerSession: { amount: 0 },
      yearsExperience: 0,
      certificates: [],
    });
    expect((await call('/trainer/bank-account', { as })).status).toBe(404);
    expect((await call(`/trainer/${id}/certificates`, { as })).body).toEqual([]);
    expect((await call(`/class/web/from-trainer?trainerId=${id}`, { as })).body).toEqual([]);
    expect((await call(`/subscription?trainerId=${id}`, { as })).body).toEqual([]);
    // Nothing sold or paid out yet.
    const month = range(Date.now() - 30 * DAY, Date.now());
    expect((await call(`/trainer/stats/sales?${month}`, { as })).body.total).toBe(0);
    expect((await call(`/class/v1/booked-class/count?${month}`, { as })).body.count).toBe(0);
    expect((await call('/trainer/payouts', { as })).body.content).toEqual([]);
    expect((await call('/trainer/payouts/balance', { as })).body).toMatchObject({
      available: { amount: 0 },
      onTheWay: { amount: 0 },
    });
    // Not listed to customers before the trainer is ready to sell.
    const listed = (await call('/trainer/web/discover-trainers?search=maya')).body.content as Node[];
    expect(listed.map((trainer) => trainer.id)).not.toContain(id);
  });

  it('a trainer’s figures are compared with the period before on any day, however far from the examples’ now', async () => {
    for (const now of [Date.now(), Date.now() + 200 * DAY]) {
      const sales = async (start: number, end: number) =>
        (await call(`/trainer/stats/sales?${range(start, end)}`, { as: TRAINER, now })).body.total;
      expect(await sales(now - 60 * DAY, now - 30 * DAY)).not.toBe(await sales(now - 30 * DAY, now));
    }
  });

  it('each trainer has her own business: the examples’ sales, payouts and counts are Priya’s alone', async () => {
    const month = range(Date.now() - 30 * DAY, Date.now());
    const business = async (as: string) => ({
      sales: (await call<{ total: number }>(`/trainer/stats/sales?${month}`, { as })).body.total,
      booked: (await call<{ count: number }>(`/class/v1/booked-class/count?${month}`, { as })).body.count,
      payouts: ((await call('/trainer/payouts', { as })).body.content as Node[]).length,
      balance: ((await call('/trainer/payouts/balance', { as })).body.available as Node).amount,
    });
    const priya = await business(TRAINER);
    expect(priya.sales).toBeGreaterThan(0);
    expect(priya.payouts).toBeGreaterThan(0);
    expect(priya.balance).toBeGreaterThan(0);
    // Tomasz's are his own, counted from what the world holds (mocks/figures.test.ts): none of Priya's.
    const tomasz = await business(TOMASZ);
    expect(tomasz.payouts).toBe(0);
    expect(tomasz.sales).toBeLessThan(priya.sales);
    expect(tomasz.booked).toBeLessThan(priya.booked);
    expect(tomasz.balance).not.toBe(priya.balance);
    // Each her own experience.
    const years = async (id: string) => (await call(`/trainer/${id}`)).body.yearsExperience;
    expect(await years('tr_1003')).toBe(9);
    expect(await years('tr_1004')).not.toBe(9);
    expect(await years('tr_1001')).not.toBe(await years('tr_1004'));
  });

  it('a customer’s sign-up is a new customer, with nothing booked, followed or subscribed', async () => {
    const { as, before, after } = await signUp('/sign-up', { firstName: 'Noor', lastName: 'Haddad' });
    expect(before).toMatchObject({ role: 'CUSTOMER', onboardingDone: false });
    expect(before.id).toMatch(/^cu_/);
    expect(before.id).not.toBe('cu_3001');
    expect(after).toMatchObject({ id: before.id, firstName: 'Noor', lastName: 'Haddad' });
    const id = String(before.id);
    const now = Date.now();
    expect((await call(`/customer/${id}/details`, { as })).body).toMatchObject({ id, firstName: 'Noor' });
    expect((await call(`/class/booked/by-date-range/${id}?${range(now - HOUR, now + 30 * DAY)}`, { as })).body).toEqual(
      [],
    );
    expect((await call(`/subscription/customer/${id}`, { as })).body).toEqual([]);
    expect((await call(`/customer/${id}/following`, { as })).body).toEqual([]);
    expect((await call('/subscription/invoice/v1/all', { as })).body).toEqual([]);
    expect((await call('/customer/credit/invoices', { as })).body.content).toEqual([]);
    expect((await call('/customer/credit', { as })).body).toMatchObject({ customerId: id, balance: { amount: 0 } });
    // Olivia's stay hers.
    expect(((await call('/subscription/customer/cu_3001', { as: CUSTOMER })).body as Node[]).length).toBeGreaterThan(0);
  });

  it('a refreshed token is the same person’s', async () => {
    const { account, before } = await signUp('/trainer/sign-up', { firstName: 'Ravi', lastName: 'Patel' });
    const response = await fetch(`${bases.identity}/v1/token?key=test-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: String(account.refreshToken) }),
    });
    const tokens = (await response.json()) as Node;
    expect(tokens.user_id).toBe(account.localId);
    const again = (await call(`/user/profile?localId=${String(account.localId)}`, { as: String(tokens.id_token) }))
      .body;
    expect(again).toMatchObject({ id: before.id, role: 'TRAINER', firstName: 'Ravi' });
  });

  it('someone a real identity service signed in, whom the world never met, is a new account of the door they came by', async () => {
    // The Firebase Auth emulator's tokens: unsigned, the account's id as `sub`, its email as a claim.
    const identityToken = (sub: string, email: string) =>
      [
        { alg: 'none', typ: 'JWT' },
        { sub, user_id: sub, email, firebase: { sign_in_provider: 'password' } },
      ]
        .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
        .join('.') + '.';
    const world = `met ${crypto.randomUUID()}`;
    const sam = identityToken('Qm7rTz2Lx9EmuTrainer', 'sam.taylor@example.com');
    const noor = identityToken('Hk2xVb8NpEmuCustomer', 'noor.haddad@example.com');
    /** The login's wrong-door check, sent from `page` right after the identity service signed `as` in. */
    const registered = async (door: string, email: string, as: string, page: string) =>
      (
        await call(`/customer/email-verification/${door}?email=${encodeURIComponent(email)}`, {
          as,
          world,
          headers: { Referer: `http://localhost:5173${page}` },
        })
      ).body.registered;
    const profile = async (as: string, localId: string) =>
      (await call(`/user/profile?localId=${localId}`, { as, world })).body;

    expect(await registered('trainer', 'sam.taylor@example.com', sam, '/trainer/login')).toBe(true);
    expect(await registered('customer', 'noor.haddad@example.com', noor, '/login')).toBe(true);
    const trainer = await profile(sam, 'Qm7rTz2Lx9EmuTrainer');
    expect(trainer).toMatchObject({ role: 'TRAINER', firstName: 'Sam', lastName: 'Taylor', onboardingDone: false });
    expect(trainer.id).toMatch(/^tr_/);
    expect((await call('/trainer/bank-account', { as: sam, world })).status).toBe(404);
    const customer = await profile(noor, 'Hk2xVb8NpEmuCustomer');
    expect(customer).toMatchObject({ role: 'CUSTOMER', firstName: 'Noor', lastName: 'Haddad', onboardingDone: false });
    expect(customer.id).toMatch(/^cu_/);
    expect((await call(`/customer/${String(customer.id)}/following`, { as: noor, world })).body).toEqual([]);

    // Each stays what the world met them as, at either door; the examples' emails answer as before.
    expect(await registered('customer', 'sam.taylor@example.com', sam, '/login')).toBe(false);
    expect(await registered('trainer', 'noor.haddad@example.com', noor, '/trainer/login')).toBe(false);
    expect(await registered('customer', 'olivia.hughes@example.com', CUSTOMER, '/login')).toBe(true);
    // An email changed at the identity service is the account's from its next token on.
    const renamed = identityToken('Hk2xVb8NpEmuCustomer', 'noor.h@example.com');
    expect(await registered('customer', 'noor.h@example.com', renamed, '/login')).toBe(true);
    expect(await profile(renamed, 'Hk2xVb8NpEmuCustomer')).toMatchObject({
      id: customer.id,
      email: 'noor.h@example.com',
    });
    expect((await call(`/customer/${String(customer.id)}/details`, { as: renamed, world })).body.email).toBe(
      'noor.h@example.com',
    );
  });

  it('the trainer’s bank account is in the trainer’s name', async () => {
    expect((await call('/trainer/bank-account', { as: TRAINER })).body.accountHolderName).toBe('Priya Sharma');
  });
});

describe('dates line up with the moment of the request', () => {
  const instants = {
    'mid-morning': '2026-11-25T10:20:00Z',
    'just after midnight': '2026-11-26T00:03:00Z',
    'Sunday night': '2026-11-29T23:58:00Z',
    'Monday, just after midnight': '2026-11-30T00:02:00Z',
    'the night the clocks go forward in London': '2027-03-28T01:10:00Z',
    'the morning after the clocks go forward': '2027-03-28T08:40:00Z',
    'the night the clocks go back in London': '2027-10-31T01:20:00Z',
    'a summer evening': '2027-07-14T19:45:00Z',
  };

  it.each(Object.entries(instants))(
    '%s: today holds today’s sessions, one of them live, and the room is open',
    async (_, instant) => {
      const now = Date.parse(instant);
      const { start, end } = londonToday(now);
      const { body: today } = await call<Session[]>(
        `/class/trainer/booked/by-date-range/tr_1003?${range(start, end)}`,
        { as: TRAINER, now },
      );
      for (const session of today) {
        expect(Date.parse(session.endDate)).toBeGreaterThan(start);
        expect(Date.parse(session.startDate)).toBeLessThan(end);
      }
      const current = today.filter((session) => live(session, now));
      expect(current).toHaveLength(1);
      // One earlier today and one later, when the day has room for them.
      if (now - start >= 2 * HOUR) expect(today.some((session) => Date.parse(session.endDate) <= now)).toBe(true);
      if (end - now >= 2 * HOUR) expect(today.some((session) => Date.parse(session.startDate) > now)).toBe(true);
      const { body: room } = await call<Session>(`/agora/room/${current[0]?.classId}`, { as: TRAINER, now });
      expect(live(room, now)).toBe(true);
      // A booked customer has the same session in their upcoming window, and past ones in the previous.
      const { body: upcoming } = await call<Session[]>(
        `/class/booked/by-date-range/cu_3001?${range(now - HOUR, now + 30 * DAY)}`,
        { as: CUSTOMER, now },
      );
      expect(upcoming.some((booking) => booking.classId === current[0]?.classId && live(booking, now))).toBe(true);
      for (const booking of upcoming) expect(Date.parse(booking.endDate)).toBeGreaterThan(now - HOUR);
      const { body: previous } = await call<Session[]>(
        `/class/booked/by-date-range/cu_3001?${range(now - 30 * DAY, now)}`,
        { as: CUSTOMER, now },
      );
      expect(previous).not.toHaveLength(0);
      for (const booking of previous) expect(Date.parse(booking.startDate)).toBeLessThan(now);
      // The one-to-one of this hour is live too, on both sides.
      const oneToOnes = (path: string, as: string) =>
        call<Session[]>(`${path}?${range(now - HOUR, now + 30 * DAY)}`, { as, now });
      const [customerSide, trainerSide] = await Promise.all([
        oneToOnes('/class/getBookingOneToOneForCustomer/cu_3001', CUSTOMER),
        oneToOnes('/class/getBookingOneToOneForTrainer/tr_1003', TRAINER),
      ]);
      const liveOneToOne = customerSide.body.find((session) => live(session, now));
      expect(liveOneToOne).toBeDefined();
      expect(trainerSide.body.map(({ id }) => id)).toContain(liveOneToOne?.id);
      expect(live((await call<Session>(`/agora/room/${liveOneToOne?.id}`, { as: CUSTOMER, now })).body, now)).toBe(
        true,
      );
    },
  );

  it.each(Object.entries(instants))(
    '%s: a class’s repeat days agree with its start on London’s calendar',
    async (_, instant) => {
      const now = Date.parse(instant);
      const { body } = await call('/class/cl_2007', { as: CUSTOMER, now });
      const weekday = WEEKDAYS[new Date(londonWall(Date.parse(String(body.startDate)))).getUTCDay()];
      expect(body.repeatDays).toContain(weekday);
      expect(new Date(londonWall(Date.parse(String(body.startDate)))).toISOString().slice(11, 16)).toBe('06:00');
    },
  );

  it('a mock left running moves on with the calendar', async () => {
    const monday = Date.parse('2026-11-30T10:00:00Z');
    const [today, nextWeek] = await Promise.all(
      [monday, monday + 7 * DAY].map((now) =>
        call(`/class/trainer/booked/by-date-range/tr_1003?${range(now, now + 30 * DAY)}`, { as: TRAINER, now }),
      ),
    );
    expect(Date.parse(String(nextWeek?.body[0]?.startDate)) - Date.parse(String(today?.body[0]?.startDate))).toBe(
      7 * DAY,
    );
  });
});

describe('what a user writes stays written', () => {
  it('a created, edited and deleted plan', async () => {
    const input = { ...example('api', 'post', '/subscription'), name: 'Evening Calm Club' };
    const { body: created } = await call('/subscription', { method: 'POST', as: TRAINER, body: input });
    expect(created).toMatchObject({ name: 'Evening Calm Club', trainer: { id: 'tr_1003' } });
    expect(
      ((await call('/subscription?trainerId=tr_1003', { as: TRAINER })).body as Node[]).map(({ name }) => name),
    ).toContain('Evening Calm Club');
    await call(`/subscription/${String(created.id)}`, {
      method: 'PUT',
      as: TRAINER,
      body: { ...input, name: 'Evening Calm' },
    });
    expect((await call(`/subscription/${String(created.id)}`, { as: TRAINER })).body.name).toBe('Evening Calm');
    await call(`/subscription/${String(created.id)}`, { method: 'DELETE', as: TRAINER });
    expect((await call(`/subscription/${String(created.id)}`, { as: TRAINER })).status).toBe(404);
  });

  it('a write the contract refuses changes nothing', async () => {
    const before = (await call('/subscription?trainerId=tr_1003', { as: TRAINER })).body;
    const { violations } = await call('/subscription', { method: 'POST', as: TRAINER, body: { name: '' } });
    expect(violations).toBeTruthy();
    expect((await call('/subscription?trainerId=tr_1003', { as: TRAINER })).body).toEqual(before);
  });

  it('a world of its own keeps its writes to itself', async () => {
    const names = async (world: string) =>
      (await call<{ name: string }[]>('/subscription?trainerId=tr_1003', { as: TRAINER, world })).body.map(
        ({ name }) => name,
      );
    await call('/subscription', {
      method: 'POST',
      as: TRAINER,
      world: 'one test',
      body: { ...example('api', 'post', '/subscription'), name: 'Only Here' },
    });
    expect(await names('one test')).toContain('Only Here');
    expect(await names('another test')).not.toContain('Only Here');
  });

  it('a created, edited and deleted class', async () => {
    const { body: created } = await call('/class', {
      method: 'POST',
      as: TRAINER,
      form: example('api', 'post', '/class'),
    });
    const mine = async () =>
      ((await call('/class/web/from-trainer?trainerId=tr_1003', { as: TRAINER })).body as Node[]).map(({ id }) => id);
    expect(await mine()).toContain(created.id);
    expect(created).toMatchObject({
      title: 'Evening Slow Flow',
      price: { amount: 2700 },
      repeatDays: ['MONDAY'],
      trainer: { id: 'tr_1003' },
    });
    expect((await call(`/class/${String(created.id)}`, { as: TRAINER })).body).toMatchObject({
      title: 'Evening Slow Flow',
      startDate: created.startDate,
    });
    await call(`/class/${String(created.id)}`, {
      method: 'PUT',
      as: TRAINER,
      form: { ...example('api', 'put', '/class/{classId}'), title: 'Candlelit Yin' },
    });
    expect((await call(`/class/${String(created.id)}`, { as: TRAINER })).body.title).toBe('Candlelit Yin');
    await call(`/class/${String(created.id)}`, { method: 'DELETE', as: TRAINER });
    expect(await mine()).not.toContain(created.id);
    expect((await call(`/class/${String(created.id)}`, { as: TRAINER })).status).toBe(404);
  });

  it('a class meets on its start’s weekday and each of its repeat days; a single class once', async () => {
    const world = 'repeat-days';
    const form = example('api', 'post', '/class');
    /** The London weekdays of the sessions a class created with `fields` has in its first four weeks, or from now on. */
    const sessionsOf = async (fields: Record<string, unknown>) => {
      const { body: created } = await call('/class', {
        method: 'POST',
        as: TRAINER,
        world,
        form: { ...form, ...fields },
      });
      const start = Date.parse(String(created.startDate));
      const from = (fields.sessionType === 'SINGLE' ? start : Math.max(start, Date.now())) - DAY;
      const range = `startDate=${new Date(from).toISOString()}&endDate=${new Date(from + 28 * DAY).toISOString()}`;
      const { body } = await call<{ startDate: string }[]>(`/class/${String(created.id)}/instances?${range}`, {
        as: TRAINER,
        world,
      });
      return body.map(({ startDate }) => WEEKDAYS[new Date(londonWall(Date.parse(startDate))).getUTCDay()]);
    };
    const weekdays = await sessionsOf({ repeatDays: 'MONDAY,WEDNESDAY' });
    expect(new Set(weekdays)).toEqual(new Set(['MONDAY', 'WEDNESDAY']));
    expect(weekdays.length).toBeGreaterThanOrEqual(6);
    expect(await sessionsOf({ sessionType: 'SINGLE', repeatDays: '' })).toEqual(['MONDAY']);
  });

  it('a one-to-one offer and the weekly availability', async () => {
    const offer = { ...example('api', 'post', '/trainer/{trainerId}/one-to-one-offers'), title: 'Desk posture check' };
    await call('/trainer/tr_1003/one-to-one-offers', { method: 'POST', as: TRAINER, body: offer });
    expect(
      ((await call('/trainer/tr_1003/one-to-one-offers', { as: TRAINER })).body as Node[]).map(({ title }) => title),
    ).toContain('Desk posture check');
    const week = {
      ...example('api', 'put', '/trainer/{trainerId}/availability'),
      weeklySlots: [{ dayOfWeek: 'FRIDAY', startTime: '08:00', endTime: '09:00' }],
    };
    await call('/trainer/tr_1003/availability', { method: 'PUT', as: TRAINER, body: week });
    expect((await call('/trainer/tr_1003/availability', { as: TRAINER })).body.weeklySlots).toEqual(week.weeklySlots);
  });

  it('the customer’s profile, follows and reviews', async () => {
    const profile = { ...example('api', 'put', '/customer/{customerId}'), firstName: 'Liv' };
    await call('/customer/cu_3001', { method: 'PUT', as: CUSTOMER, body: profile });
    expect((await call('/customer/cu_3001/details', { as: CUSTOMER })).body.firstName).toBe('Liv');

    const followed = async () =>
      ((await call('/customer/cu_3001/following', { as: CUSTOMER })).body as Node[]).map(({ id }) => id);
    await call('/customer/follow', {
      method: 'POST',
      as: CUSTOMER,
      body: { ...example('api', 'post', '/customer/follow'), trainerId: 'tr_1004' },
    });
    expect(await followed()).toContain('tr_1004');
    await call('/customer/unfollow', {
      method: 'DELETE',
      as: CUSTOMER,
      body: { ...example('api', 'delete', '/customer/unfollow'), trainerId: 'tr_1004' },
    });
    expect(await followed()).not.toContain('tr_1004');

    const review = {
      ...example('api', 'post', '/customer/add-reviews'),
      classId: 'cl_2008',
      comment: 'Calm and kind.',
    };
    await call('/customer/add-reviews', { method: 'POST', as: CUSTOMER, body: review });
    const { body: reviews } = await call('/trainer/tr_1003/reviews', { as: CUSTOMER });
    expect((reviews.content as Node[])[0]).toMatchObject({
      comment: 'Calm and kind.',
      classTitle: 'Yin Yoga for Deep Release',
    });
  });

  it('a trainer’s rating, reviews and followers are counted from the world’s reviews and follows', async () => {
    const world = 'standing';
    type Card = { id: string; rating: number; reviewCount: number; followerCount: number };
    const profile = async () => (await call<Card>('/trainer/tr_1004', { as: CUSTOMER, world })).body;
    const card = async () =>
      (await call<{ content: Card[] }>('/trainer/web/discover-trainers?search=Tomasz', { world })).body.content.find(
        ({ id }) => id === 'tr_1004',
      );
    const before = await profile();
    expect(await card()).toMatchObject(pick(before));
    const followed = await call('/customer/follow', {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: { ...example('api', 'post', '/customer/follow'), trainerId: 'tr_1004' },
    });
    expect(followed.body.followerCount).toBe(before.followerCount + 1);
    await call('/customer/add-reviews', {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: { ...example('api', 'post', '/customer/add-reviews'), classId: 'cl_2010', rating: 1 },
    });
    const after = await profile();
    expect(after).toMatchObject({
      followerCount: before.followerCount + 1,
      reviewCount: before.reviewCount + 1,
      rating: Math.round(((before.rating * before.reviewCount + 1) / (before.reviewCount + 1)) * 100) / 100,
    });
    expect(after.rating).toBeLessThan(before.rating);
    expect(await card()).toMatchObject(pick(after));
    const unfollowed = await call('/customer/unfollow', {
      method: 'DELETE',
      as: CUSTOMER,
      world,
      body: { ...example('api', 'delete', '/customer/unfollow'), trainerId: 'tr_1004' },
    });
    expect(unfollowed.body.followerCount).toBe(before.followerCount);
    expect((await profile()).followerCount).toBe(before.followerCount);
    // Another world counts only its own.
    expect((await call<Card>('/trainer/tr_1004', { as: CUSTOMER, world: 'standing elsewhere' })).body).toMatchObject(
      pick(before),
    );
  });

  it('a one-to-one is booked only inside the trainer’s availability and where nothing clashes (409)', async () => {
    const world = 'one-to-one fits';
    // Priya is free from 09:00 to 17:00 on London's clock every day but Christmas Day.
    const everyDay = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map(
      (dayOfWeek) => ({
        dayOfWeek,
        startTime: '09:00',
        endTime: '17:00',
      }),
    );
    const christmas = `${new Date().getUTCFullYear() + 1}-12-25`;
    await call('/trainer/tr_1003/availability', {
      method: 'PUT',
      as: TRAINER,
      world,
      body: {
        ...example('api', 'put', '/trainer/{trainerId}/availability'),
        weeklySlots: everyDay,
        blockedDates: [christmas],
      },
    });
    const tomorrowAt = (hour: number) => londonToday(Date.now() + DAY).start + hour * HOUR;
    const book = (start: number, as = CUSTOMER) =>
      call('/class/one-to-one/book', {
        method: 'POST',
        as,
        world,
        // By card: Olivia's credit (£43) does not pay for an hour (£47).
        body: { offerId: 'of_1003_60', startDate: new Date(start).toISOString(), paymentMethod: 'CARD' },
      });
    expect((await book(tomorrowAt(10))).status).toBe(201);
    // The same hour again, for Olivia or for anyone else with Priya; half an hour later overlaps too.
    expect((await book(tomorrowAt(10))).status).toBe(409);
    expect((await book(tomorrowAt(10) + 30 * MINUTE, AMARA)).status).toBe(409);
    // Back to back is free; outside the window, running past its end, on a blocked day or in the past is not.
    expect((await book(tomorrowAt(11))).status).toBe(201);
    expect((await book(tomorrowAt(7))).status).toBe(409);
    expect((await book(tomorrowAt(16) + 30 * MINUTE)).status).toBe(409);
    expect((await book(Date.parse(`${christmas}T12:00:00Z`))).status).toBe(409);
    expect((await book(tomorrowAt(-20))).status).toBe(409);
    const { body: trainerSide } = await call<Session[]>(
      `/class/getBookingOneToOneForTrainer/tr_1003?${range(tomorrowAt(0), tomorrowAt(24))}`,
      { as: TRAINER, world },
    );
    expect(trainerSide.map(({ startDate }) => Date.parse(startDate))).toEqual([tomorrowAt(10), tomorrowAt(11)]);
  });

  it('a class session across another of the customer’s bookings is refused (409), and a one-to-one across a class she booked', async () => {
    const world = 'class clashes';
    const allDay = WEEKDAYS.map((dayOfWeek) => ({ dayOfWeek, startTime: '00:00', endTime: '23:59' }));
    await call('/trainer/tr_1003/availability', {
      method: 'PUT',
      as: TRAINER,
      world,
      body: { ...example('api', 'put', '/trainer/{trainerId}/availability'), weeklySlots: allDay, blockedDates: [] },
    });
    const now = Date.now();
    // The second and third sessions (Priya's one-to-one with Olivia lies across the first).
    const [, first, second] = (
      await call<Session[]>(`/class/cl_2010/instances?${range(now, now + 30 * DAY)}`, { as: CUSTOMER, world })
    ).body;
    const oneToOne = (start: number) =>
      call('/class/one-to-one/book', {
        method: 'POST',
        as: CUSTOMER,
        world,
        body: { offerId: 'of_1003_60', startDate: new Date(start).toISOString(), paymentMethod: 'CARD' },
      });
    const bookClass = (session?: Session) =>
      call('/class/cl_2010/book', {
        method: 'POST',
        as: CUSTOMER,
        world,
        body: { classInstanceId: session?.id, paymentMethod: 'CREDIT' },
      });
    expect((await oneToOne(Date.parse(String(first?.startDate)))).status).toBe(201);
    const refused = await bookClass(first);
    expect(refused).toMatchObject({ status: 409, body: { status: 409, code: 'BOOKING_CLASH' } });
    expect((await bookClass(second)).status).toBe(201);
    expect((await oneToOne(Date.parse(String(second?.startDate)) + 30 * MINUTE)).status).toBe(409);
    // Olivia's bookings are hers: Amara books the session that clashes for Olivia.
    expect(
      (
        await call('/class/cl_2010/book', {
          method: 'POST',
          as: AMARA,
          world,
          body: { classInstanceId: first?.id, paymentMethod: 'CREDIT' },
        })
      ).status,
    ).toBe(201);
  });

  it('what booking a session involves comes from its class, the session and the customer’s own booking', async () => {
    const world = 'booking details';
    const now = Date.now();
    // The second session: the first lies across Olivia's one-to-one that evening.
    const [, session] = (
      await call<Session[]>(`/class/cl_2010/instances?${range(now, now + 30 * DAY)}`, { as: CUSTOMER, world })
    ).body;
    const details = async () =>
      (
        await call(
          `/customer/book-class-details?classId=cl_2010&classInstanceId=${session?.id}&customerId=cu_3001&startDate=${session?.startDate}`,
          { as: CUSTOMER, world },
        )
      ).body;
    const before = await details();
    expect(before).toMatchObject({
      class: { id: 'cl_2010', title: 'Boxing Fundamentals', trainer: { id: 'tr_1004' } },
      classInstanceId: session?.id,
      startDate: session?.startDate,
      price: { amount: 2900 },
      creditBalance: { amount: 4300 },
      booking: null,
      canBook: true,
    });
    await call('/class/cl_2010/book', {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: { classInstanceId: session?.id, paymentMethod: 'CREDIT' },
    });
    expect(await details()).toMatchObject({
      creditBalance: { amount: 1400 },
      booking: { classId: 'cl_2010', classInstanceId: session?.id, status: 'CONFIRMED' },
      canBook: false,
    });
    const elsewhere = await call(
      `/customer/book-class-details?classId=cl_2010&classInstanceId=ci_2010_19990101&customerId=cu_3001&startDate=${session?.startDate}`,
      { as: CUSTOMER, world },
    );
    expect(elsewhere.status).toBe(404);
  });

  it('a session’s booked count and places left are counted from its bookings: a booking takes a place, a cancellation gives it back', async () => {
    const world = 'booked counts';
    const now = Date.now();
    // The second session: the first lies across Olivia's one-to-one that evening.
    const session = async () =>
      (
        await call<(Session & { bookedCount: number; capacity: number })[]>(
          `/class/cl_2010/instances?${range(now, now + 30 * DAY)}`,
          { as: CUSTOMER, world },
        )
      ).body[1];
    const first = await session();
    const spotsLeft = async () =>
      (
        await call<{ spotsLeft: number }>(
          `/customer/book-class-details?classId=cl_2010&classInstanceId=${first?.id}&customerId=cu_3001&startDate=${first?.startDate}`,
          { as: CUSTOMER, world },
        )
      ).body.spotsLeft;
    const booked = Number(first?.bookedCount);
    const left = await spotsLeft();
    expect(left).toBe(Number(first?.capacity) - booked);
    for (const as of [CUSTOMER, AMARA]) {
      const answer = await call('/class/cl_2010/book', {
        method: 'POST',
        as,
        world,
        body: { classInstanceId: first?.id, paymentMethod: 'CREDIT' },
      });
      expect(answer.status).toBe(201);
    }
    expect((await session())?.bookedCount).toBe(booked + 2);
    expect(await spotsLeft()).toBe(left - 2);
    await call('/customer/cancel-class-customer?classId=cl_2010&customerId=cu_3001', { as: CUSTOMER, world });
    expect((await session())?.bookedCount).toBe(booked + 1);
    expect(await spotsLeft()).toBe(left - 1);
  });

  it('a booking paid from credit, then cancelled; paying by card gets a checkout', async () => {
    const now = Date.now();
    const [session] = (await call(`/class/cl_2008/instances?${range(now, now + 30 * DAY)}`, { as: CUSTOMER }))
      .body as Node[];
    const booked = await call('/class/cl_2008/book', {
      method: 'POST',
      as: CUSTOMER,
      body: { classInstanceId: session?.id, paymentMethod: 'CREDIT' },
    });
    expect(booked.body.booking).toMatchObject({
      classId: 'cl_2008',
      classInstanceId: session?.id,
      status: 'CONFIRMED',
    });
    const upcoming = async () =>
      (await call(`/class/booked/by-date-range/cu_3001?${range(now - HOUR, now + 30 * DAY)}`, { as: CUSTOMER }))
        .body as Node[];
    expect((await upcoming()).find(({ classInstanceId }) => classInstanceId === session?.id)?.status).toBe('CONFIRMED');
    await call('/customer/cancel-class-customer?classId=cl_2008&customerId=cu_3001', { as: CUSTOMER });
    expect((await upcoming()).find(({ classInstanceId }) => classInstanceId === session?.id)?.status).toBe(
      'CANCELLED_BY_CUSTOMER',
    );
    const card = await call('/class/cl_2008/book', {
      method: 'POST',
      as: CUSTOMER,
      body: {
        ...example('api', 'post', '/class/{classId}/book'),
        classInstanceId: session?.id,
        paymentMethod: 'CARD',
        returnUrl: 'http://localhost:5173/classes/cl_2008',
        successUrl: 'http://localhost:5173/payment-success',
        failureUrl: 'http://localhost:5173/payment-failure',
      },
    });
    expect(card.body.checkoutUrl).toEqual(expect.any(String));
  });

  it('leaving a subscription', async () => {
    type Subscription = { id: string; status: string; plan: { id: string } };
    const subscriptions = async () =>
      (await call<Subscription[]>('/subscription/customer/cu_3001', { as: CUSTOMER })).body;
    const subscription = (await subscriptions()).find(({ status }) => status === 'ACTIVE');
    await call(`/subscription/${subscription?.plan.id}/subscribers`, { method: 'DELETE', as: CUSTOMER });
    expect((await subscriptions()).find(({ id }) => id === subscription?.id)?.status).toBe('CANCELLED');
  });
});

describe('every write is remembered', () => {
  it('every write operation of the contracts says how the world remembers it', () => {
    // Writes: every POST, PUT and DELETE, and the cancellations the specification made GETs.
    const writes = (['api', 'identity'] as const).flatMap((name) =>
      operations(documents[name])
        .filter(({ method, operationId }) => method !== 'get' || /^cancel/.test(operationId))
        .map(({ operationId }) => operationId),
    );
    const remembered = new Map(worldOperations().map(({ operationId, remembers }) => [operationId, remembers]));
    // The push relay (mocks/push.mjs) keeps the push tokens, for the messages it sends.
    const unlisted = writes.filter((id) => !remembered.get(id) && !Object.hasOwn(PUSH_TOKEN_OPERATIONS, id));
    expect(unlisted).toEqual([]);
  });

  it('onboarding answers are kept, and the customer is not asked again', async () => {
    const world = 'onboarding once';
    const { body: signedUp } = await call('/v1/accounts:signUp?key=test-api-key', {
      method: 'POST',
      service: 'identity',
      world,
      body: { email: 'once@example.com', password: 'Str0ng!pass', returnSecureToken: true },
      headers: { Referer: 'http://localhost/sign-up' },
    });
    const as = String(signedUp.idToken);
    const profileOf = async () => (await call(`/user/profile?localId=${String(signedUp.localId)}`, { as, world })).body;
    const profile = await profileOf();
    expect(profile.onboardingDone).toBe(false);
    const answers = [{ questionId: 'q_goal', optionIds: ['opt_strength'] }];
    const saved = await call(`/customer/${String(profile.id)}/onboarding-answers`, {
      method: 'PUT',
      as,
      world,
      body: { answers },
    });
    expect(saved.body).toMatchObject({ customerId: profile.id, completed: true, answers });
    expect((await profileOf()).onboardingDone).toBe(true);
    expect((await call(`/customer/${String(profile.id)}/onboarding-answers`, { as, world })).body.answers).toEqual(
      answers,
    );
  });

  it('a new trainer’s bank account and certificates', async () => {
    const world = 'trainer business';
    const { body: signedUp } = await call('/v1/accounts:signUp?key=test-api-key', {
      method: 'POST',
      service: 'identity',
      world,
      body: { email: 'nadia.coach@example.com', password: 'Str0ng!pass', returnSecureToken: true },
      headers: { Referer: 'http://localhost/trainer/sign-up' },
    });
    const as = String(signedUp.idToken);
    const { body: profile } = await call(`/user/profile?localId=${String(signedUp.localId)}`, { as, world });
    expect((await call('/trainer/bank-account', { as, world })).status).toBe(404);
    const account = {
      bankName: 'Starling',
      accountHolderName: 'Nadia Coach',
      sortCode: '608371',
      accountNumber: '12345678',
    };
    await call('/trainer/bank-account', { method: 'PUT', as, world, body: account });
    expect((await call('/trainer/bank-account', { as, world })).body).toMatchObject({
      bankName: 'Starling',
      sortCode: '60-83-71',
      accountNumberLast4: '5678',
      status: 'PENDING_VERIFICATION',
    });
    const certificates = `/trainer/${String(profile.id)}/certificates`;
    expect((await call(certificates, { as, world })).body).toEqual([]);
    const form = new FormData();
    form.append('name', 'Level 3 Personal Trainer');
    form.append('issuer', 'Active IQ');
    form.append('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'level-3.pdf');
    const uploaded = await fetch(bases.api + certificates, {
      method: 'POST',
      headers: { Authorization: `Bearer ${as}`, 'X-Mock-World': world, 'Idempotency-Key': crypto.randomUUID() },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    expect((await call(certificates, { as, world })).body).toMatchObject([
      { name: 'Level 3 Personal Trainer', issuer: 'Active IQ', fileName: 'level-3.pdf', status: 'PENDING_REVIEW' },
    ]);
    // A certificate waiting for review is not on the public profile.
    expect(
      (await call<{ certificates: unknown[] }>(`/trainer/${String(profile.id)}`, { world })).body.certificates,
    ).toEqual([]);
    // Priya's certificates are hers, not everyone's: Tomasz has his own.
    expect(
      (await call<{ name: string }[]>('/trainer/tr_1004/certificates', { as: TOMASZ, world })).body.map(
        ({ name }) => name,
      ),
    ).toEqual(['Level 2 Boxing Coach', 'Level 3 Diploma in Personal Training']);
  });

  it('every trainer’s profile shows the certificates validated in her own list', async () => {
    const { body: trainers } = await call<{ content: { id: string }[] }>('/trainer/web/discover-trainers?size=50');
    expect(trainers.content.length).toBeGreaterThan(10);
    for (const { id } of trainers.content) {
      const [{ body: profile }, { body: own }] = await Promise.all([
        call<{ certificates: { name: string; issuer: string }[] }>(`/trainer/${id}`),
        call<{ name: string; issuer: string; status: string }[]>(`/trainer/${id}/certificates`, { as: TRAINER }),
      ]);
      const validated = own
        .filter(({ status }) => status === 'VALIDATED')
        .map(({ name, issuer }) => ({ name, issuer }));
      expect(validated.length, id).toBeGreaterThan(0);
      expect(profile.certificates, id).toEqual(validated);
    }
  });

  it('only the owner writes: another trainer’s class, plan or profile, or another customer’s, is refused (403)', async () => {
    const world = 'owners';
    expect((await call('/class/cl_2011', { method: 'DELETE', as: TRAINER, world })).status).toBe(403);
    expect((await call('/class/cl_2011', { as: CUSTOMER, world })).status).toBe(200);
    expect(
      (
        await call('/trainer/tr_1004', {
          method: 'PUT',
          as: TRAINER,
          world,
          body: example('api', 'put', '/trainer/{trainerId}'),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('/customer/cu_3001', {
          method: 'PUT',
          as: AMARA,
          world,
          body: example('api', 'put', '/customer/{customerId}'),
        })
      ).status,
    ).toBe(403);
    const plan = { ...example('api', 'post', '/subscription'), name: 'A customer’s plan' };
    expect((await call('/subscription', { method: 'POST', as: CUSTOMER, world, body: plan })).status).toBe(403);
    // The world Priya tried to change still answers everyone.
    expect((await call('/customer/waitlist', { as: CUSTOMER, world })).status).toBe(200);
  });

  it('notification preferences are each person’s own', async () => {
    const world = 'preferences';
    const { body: before } = await call('/user/notification-preferences', { as: CUSTOMER, world });
    await call('/user/notification-preferences', {
      method: 'PUT',
      as: CUSTOMER,
      world,
      body: { ...before, updatedAt: undefined, marketingEmails: true, classReminders: false },
    });
    expect((await call('/user/notification-preferences', { as: CUSTOMER, world })).body).toMatchObject({
      marketingEmails: true,
      classReminders: false,
    });
    expect((await call('/user/notification-preferences', { as: AMARA, world })).body).toMatchObject({
      marketingEmails: false,
      classReminders: true,
    });
  });

  it('a top-up adds to the credit and its invoice; a booking from credit spends it, and too little is refused', async () => {
    const world = 'credit';
    const balance = async () =>
      (await call<{ balance: { amount: number } }>('/customer/credit', { as: CUSTOMER, world })).body.balance.amount;
    const start = await balance();
    const urls = {
      returnUrl: 'http://localhost/account',
      successUrl: 'http://localhost/payment-success',
      failureUrl: 'http://localhost/payment-failure',
    };
    await call('/customer/credit/top-up', {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: { amount: { amount: 2500, currency: 'GBP' }, ...urls },
    });
    expect(await balance()).toBe(start + 2500);
    const { body: invoices } = await call('/customer/credit/invoices', { as: CUSTOMER, world });
    expect((invoices.content as Node[])[0]).toMatchObject({ invoiceType: 'CREDIT_TOP_UP', amount: { amount: 2500 } });
    const now = Date.now();
    const { body: sessions } = await call<Session[]>(`/class/cl_2016/instances?${range(now, now + 30 * DAY)}`, {
      as: CUSTOMER,
      world,
    });
    const book = () =>
      call('/class/cl_2016/book', {
        method: 'POST',
        as: CUSTOMER,
        world,
        body: { classInstanceId: sessions[0]?.id, paymentMethod: 'CREDIT' },
      });
    const { body: booked } = await book();
    const price = (booked.booking as { amountPaid: { amount: number } }).amountPaid.amount;
    expect(await balance()).toBe(start + 2500 - price);
    // The credit history: the booking paid from it, then the top-up.
    const { body: history } = await call('/customer/credit/invoices', { as: CUSTOMER, world });
    const [spent, topUp] = history.content as Node[];
    expect(spent).toMatchObject({
      invoiceType: 'CLASS_BOOKING',
      status: 'PAID',
      amount: { amount: price },
      discount: null,
      description: expect.stringMatching(
        /^Afrobeats Cardio Party with Kai Thompson — \d{1,2} [A-Z][a-z]{2} \d{4} \(paid from credit\)$/,
      ),
    });
    expect(topUp).toMatchObject({ invoiceType: 'CREDIT_TOP_UP', amount: { amount: 2500 } });
    // A newcomer has no credit: the booking is refused.
    const { body: signedUp } = await call('/v1/accounts:signUp?key=test-api-key', {
      method: 'POST',
      service: 'identity',
      world,
      body: { email: 'no.credit@example.com', password: 'Str0ng!pass', returnSecureToken: true },
    });
    const refused = await call('/class/cl_2016/book', {
      method: 'POST',
      as: String(signedUp.idToken),
      world,
      body: { classInstanceId: sessions[0]?.id, paymentMethod: 'CREDIT' },
    });
    expect(refused).toMatchObject({ status: 409, body: { code: 'INSUFFICIENT_CREDIT' } });
  });

  it('a class paid from credit and cancelled puts its refund back on the credit, by the customer or the trainer', async () => {
    const world = 'credit back';
    // At noon in London, when no class's morning session of the day is still ahead: the trainer's
    // cancellation cancels the class's next session, the one its page offers first.
    const now = fromLondonWall(londonDay(Date.now()) + DAY) + 12 * HOUR;
    // Each write a minute after the one before, so the credit history lists them in order.
    let clock = now;
    const later = () => (clock += MINUTE);
    const balance = async () =>
      (await call<{ balance: { amount: number } }>('/customer/credit', { as: CUSTOMER, world, now: clock })).body
        .balance.amount;
    const history = async () =>
      (await call<{ content: Node[] }>('/customer/credit/invoices', { as: CUSTOMER, world, now: clock })).body.content;
    // The session a day or more away, free of a late-cancel fee; or the very next one, the one the trainer cancels.
    const next = async (classId: string, from: number) => {
      const { body } = await call<Session[]>(`/class/${classId}/instances?${range(now, now + 30 * DAY)}`, {
        as: CUSTOMER,
        world,
        now,
      });
      return body.find((session) => Date.parse(session.startDate) > now + from)?.id;
    };
    const book = async (classId: string, from: number) => {
      const { status, body } = await call<{ booking: { amountPaid: { amount: number } } }>(`/class/${classId}/book`, {
        method: 'POST',
        as: CUSTOMER,
        world,
        now: later(),
        body: { classInstanceId: await next(classId, from), paymentMethod: 'CREDIT' },
      });
      expect(status).toBe(201);
      return body.booking.amountPaid.amount;
    };
    const start = await balance();
    // Cancelled by the customer: the refund (the price less any late-cancel fee) is back, with its line.
    const price = await book('cl_2016', DAY);
    expect(await balance()).toBe(start - price);
    const { body: cancelled } = await call<{ refund: { amount: number }; refundedTo: string }>(
      '/customer/cancel-class-customer?classId=cl_2016&customerId=cu_3001',
      { as: CUSTOMER, world, now: later() },
    );
    expect(cancelled.refundedTo).toBe('ACCOUNT_CREDIT');
    expect(cancelled.refund.amount).toBeGreaterThan(0);
    expect(await balance()).toBe(start - price + cancelled.refund.amount);
    expect((await history())[0]).toMatchObject({
      invoiceType: 'CREDIT_REFUND',
      status: 'PAID',
      amount: { amount: cancelled.refund.amount },
      description: expect.stringMatching(/^Refund to credit: Afrobeats Cardio Party — \d{1,2} [A-Z][a-z]{2} \d{4}$/),
    });
    // Cancelled by the trainer: everything paid is back.
    const before = await balance();
    const paid = await book('cl_2007', 0);
    expect(await balance()).toBe(before - paid);
    expect(
      (await call('/customer/cancel-class-trainer?classId=cl_2007', { as: TRAINER, world, now: later() })).status,
    ).toBe(200);
    expect(await balance()).toBe(before);
    expect((await history())[0]).toMatchObject({ invoiceType: 'CREDIT_REFUND', amount: { amount: paid } });
  });

  it('a refund is asked once, for the customer’s own booking', async () => {
    const world = 'refunds';
    const [booking] = (createWorld().bookings as Map<string, { id: string }>).values();
    const ask = (as: string) =>
      call('/class/refund', {
        method: 'POST',
        as,
        world,
        body: { refundType: 'LIVE_CLASS', refundTypeValue: booking?.id, refundReason: 'I was ill.' },
      });
    expect((await ask(AMARA)).status).toBe(404);
    expect(await ask(CUSTOMER)).toMatchObject({
      status: 200,
      body: { refundTypeValue: booking?.id, status: 'REQUESTED' },
    });
    expect((await ask(CUSTOMER)).status).toBe(409);
  });

  it('the trainer’s cancellation of a session stays, for the trainer and for those booked', async () => {
    const world = 'trainer cancels';
    const now = Date.now();
    // The trainer cancels the class's next session on her schedule.
    const schedule = async () =>
      (
        await call<(Session & { status: string; classId: string })[]>(
          `/class/trainer/booked/by-date-range/tr_1003?${range(now, now + 30 * DAY)}`,
          { as: TRAINER, world },
        )
      ).body;
    const session = (await schedule())
      .filter(({ classId, startDate }) => classId === 'cl_2007' && Date.parse(startDate) > now)
      .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))[0];
    expect(session?.status).toBe('SCHEDULED');
    expect((await call('/customer/cancel-class-trainer?classId=cl_2007', { as: TOMASZ, world })).status).toBe(403);
    const { body: cancelled } = await call('/customer/cancel-class-trainer?classId=cl_2007', { as: TRAINER, world });
    expect(cancelled).toMatchObject({ classId: 'cl_2007', status: 'CANCELLED_BY_TRAINER' });
    expect((await schedule()).find(({ id }) => id === session?.id)?.status).toBe('CANCELLED');
  });

  it('a sign-out revokes the refresh token until the next sign-in; a changed password is the one that signs in', async () => {
    const world = 'identity';
    const email = 'sam.moves@example.com';
    const { body: signedUp } = await call('/v1/accounts:signUp?key=test-api-key', {
      method: 'POST',
      service: 'identity',
      world,
      body: { email, password: 'Str0ng!pass', returnSecureToken: true },
    });
    const refresh = () =>
      fetch(`${bases.identity}/v1/token?key=test-api-key`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Mock-World': world },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: String(signedUp.refreshToken) }),
      });
    expect((await refresh()).status).toBe(200);
    await call('/user/logout', { method: 'POST', as: String(signedUp.idToken), world });
    expect((await refresh()).status).toBe(400);
    const signIn = (password: string) =>
      call('/v1/accounts:signInWithPassword?key=test-api-key', {
        method: 'POST',
        service: 'identity',
        world,
        body: { email, password, returnSecureToken: true },
      });
    expect((await signIn('Str0ng!pass')).body.localId).toBe(signedUp.localId);
    expect((await refresh()).status).toBe(200);
    await call('/v1/accounts:update?key=test-api-key', {
      method: 'POST',
      service: 'identity',
      world,
      body: { idToken: signedUp.idToken, password: 'N3w!password', returnSecureToken: true },
    });
    expect((await signIn('Str0ng!pass')).status).toBe(400);
    expect((await signIn('N3w!password')).body.localId).toBe(signedUp.localId);
  });
});

describe('what a user books and creates is read back where it belongs', () => {
  it('a booked one-to-one is in the customer’s and the trainer’s lists', async () => {
    // 07:00 a week tomorrow: inside Priya's availability that day (as it stood on the anchor's Wednesday, 07:00–10:00).
    const start = fromLondonWall(londonDay(Date.now()) + 8 * DAY + 7 * HOUR);
    // A world of its own: another test writes Priya's availability.
    const world = 'one-to-one lists';
    const { body } = await call('/class/one-to-one/book', {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: { offerId: 'of_1003_30', startDate: new Date(start).toISOString(), paymentMethod: 'CREDIT' },
    });
    const booking = body.booking as Node;
    expect(booking).toMatchObject({ offerId: 'of_1003_30', title: 'Meditation coaching', durationMinutes: 30 });
    const window = range(start - DAY, start + DAY);
    for (const path of [
      '/class/getBookingOneToOneForCustomer/cu_3001',
      '/class/getBookingOneToOneForTrainer/tr_1003',
    ]) {
      const { body: sessions } = await call<Session[]>(`${path}?${window}`, {
        as: path.includes('Trainer') ? TRAINER : CUSTOMER,
        world,
      });
      expect(
        sessions.find(({ id }) => id === booking.id),
        path,
      ).toMatchObject({
        startDate: new Date(start).toISOString().replace('.000Z', 'Z'),
        status: 'CONFIRMED',
      });
    }
  });

  it('a plan the customer joins is in their subscriptions', async () => {
    type Subscription = { status: string; plan: { id: string } };
    const joined = await call('/subscription/sp_4002/subscribers', {
      method: 'PUT',
      as: CUSTOMER,
      body: {
        returnUrl: 'http://localhost:5173/trainers/tr_1003',
        successUrl: 'http://localhost:5173/payment-success',
        failureUrl: 'http://localhost:5173/payment-failure',
      },
    });
    expect(joined.status).toBe(200);
    const subscriptions = (await call<Subscription[]>('/subscription/customer/cu_3001', { as: CUSTOMER })).body;
    expect(subscriptions.filter(({ plan }) => plan.id === 'sp_4002')).toMatchObject([{ status: 'ACTIVE' }]);
  });

  it('a live class the trainer creates is in the trainer’s schedule', async () => {
    const form = {
      ...example('api', 'post', '/class'),
      title: 'Lunchtime Core',
      startDate: new Date(fromLondonWall(londonDay(Date.now()) + 2 * DAY + 12 * HOUR)).toISOString(),
    };
    const { status, body: created } = await call('/class', { method: 'POST', as: TRAINER, form });
    expect(status).toBe(201);
    const now = Date.now();
    const { body: schedule } = await call<Session[]>(
      `/class/trainer/booked/by-date-range/tr_1003?${range(now, now + 30 * DAY)}`,
      { as: TRAINER },
    );
    expect(schedule.filter(({ classId }) => classId === created.id).length).toBeGreaterThan(0);
  });

  it('discovery honours the search text and the filters', async () => {
    type Page = { content: { id: string; title: string; category: string; isLive: boolean; skills: string[] }[] };
    const trainers = async (query: string) =>
      (await call<Page>(`/trainer/web/discover-trainers?${query}`)).body.content;
    expect((await trainers('search=priya')).map(({ id }) => id)).toEqual(['tr_1003']);
    const boxing = await trainers('skill=Boxing');
    expect(boxing.length).toBeGreaterThan(0);
    expect(boxing.every(({ skills }) => skills.includes('Boxing'))).toBe(true);
    expect((await trainers('sortBy=rating'))[0]?.id).toBe('tr_1003');

    const classes = async (query: string) => (await call<Page>(`/class/web/discover-classes?${query}`)).body.content;
    const yoga = await classes('isLive=true&category=Yoga');
    expect(yoga.length).toBeGreaterThan(0);
    expect(yoga.every(({ category, isLive }) => category === 'Yoga' && isLive)).toBe(true);
    const recorded = await classes('isLive=false');
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.every(({ isLive }) => !isLive)).toBe(true);
    expect((await classes('isLive=true&search=vinyasa')).map(({ title }) => title)).toContain('Sunrise Vinyasa Flow');
    expect(await classes('isLive=true&search=no-such-class')).toEqual([]);
    // Open Studio Flow runs every hour: the card gives its session on now or next, not a past one.
    const [studio] = (await classes('isLive=true&search=open studio')) as unknown as { startDate: string }[];
    expect(Date.parse(String(studio?.startDate))).toBeGreaterThan(Date.now() - HOUR);
  });
});

describe('waitlists', () => {
  const world = 'waitlists';
  interface Place {
    id: string;
    classInstanceId: string;
    status: string;
    position: number | null;
    holdUntil: string | null;
    startDate: string;
  }
  const shadowbox = async (now: number) =>
    (
      await call<
        (Session & { capacity: number; bookedCount: number; waitlistCount: number; waitlistPosition: number | null })[]
      >(`/class/cl_2011/instances?${range(now, now + 40 * DAY)}`, { as: CUSTOMER, now, world })
    ).body;
  const waitlist = (id: string, options: Call = {}) =>
    call<{ length: number; open: boolean; cap: number | null; place: Place | null }>(
      `/class/cl_2011/instances/${id}/waitlist`,
      { as: CUSTOMER, world, ...options },
    );

  it('a full class has people waiting, and Olivia is waiting on one, offered a place on another and promoted on a third', async () => {
    const now = Date.now();
    const sessions = await shadowbox(now);
    expect(sessions.length).toBeGreaterThanOrEqual(4);
    for (const session of sessions) expect(session.bookedCount).toBeGreaterThanOrEqual(session.capacity);
    expect(sessions.map(({ waitlistPosition }) => waitlistPosition)).toEqual([null, 2, 1, null]);
    const { body: places } = await call<Place[]>('/customer/waitlist', { as: CUSTOMER, now, world });
    expect(places.map(({ status, position }) => [status, position])).toEqual([
      ['WAITING', 2],
      ['OFFERED', 1],
      ['PROMOTED', null],
    ]);
    const hold = Date.parse(places[1]?.holdUntil ?? '');
    expect(hold).toBeGreaterThan(now);
    expect(hold).toBeLessThanOrEqual(now + 15 * MINUTE);
    // A newcomer has no places, the trainer reads the length and no place.
    expect((await call('/customer/waitlist', { as: token('uid_nobody'), world })).body).toEqual([]);
    const { body: trainerView } = await waitlist(String(sessions[1]?.id), { as: TRAINER });
    expect(trainerView).toMatchObject({ length: 3, place: null });
  });

  it('joining gives the next position and keeps it; leaving gives it up', async () => {
    const now = Date.now();
    const first = String((await shadowbox(now))[0]?.id);
    const joined = await call<Place>(`/class/cl_2011/instances/${first}/waitlist`, {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: { promoteOvernight: false },
    });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ classInstanceId: first, status: 'WAITING', position: 4 });
    expect((await shadowbox(now))[0]).toMatchObject({ waitlistCount: 4, waitlistPosition: 4 });
    expect((await waitlist(first, { world: 'another world' })).body.place).toBeNull();
    const left = await waitlist(first, { method: 'DELETE' });
    expect(left.body).toMatchObject({ length: 3, place: null });
    expect((await shadowbox(now))[0]?.waitlistPosition).toBeNull();
  });

  it('claiming the offered place books and pays it; a claim without an offer is refused', async () => {
    const now = Date.now();
    const credit = async () =>
      (await call<{ balance: { amount: number } }>('/customer/credit', { as: CUSTOMER, world })).body.balance.amount;
    const before = await credit();
    const places = (await call<Place[]>('/customer/waitlist', { as: CUSTOMER, world })).body;
    const offered = places.find(({ status }) => status === 'OFFERED');
    const claimed = await call<Place>(`/customer/waitlist/${offered?.id}/claim`, {
      method: 'POST',
      as: CUSTOMER,
      world,
    });
    expect(claimed.status).toBe(201);
    expect(claimed.body).toMatchObject({ status: 'PROMOTED', position: null });
    const { body: upcoming } = await call<(Session & { classInstanceId: string })[]>(
      `/class/booked/by-date-range/cu_3001?${range(now, now + 30 * DAY)}`,
      { as: CUSTOMER, world },
    );
    expect(upcoming.map(({ classInstanceId }) => classInstanceId)).toContain(offered?.classInstanceId);
    // Paid from her account credit, which covers Shadowbox's price, with its invoice in her history.
    const { body: shadowboxClass } = await call<{ price: { amount: number } }>('/class/cl_2011', {
      as: CUSTOMER,
      world,
    });
    expect(await credit()).toBe(before - shadowboxClass.price.amount);
    const { body: history } = await call<{ content: { description: string; amount: { amount: number } }[] }>(
      '/customer/credit/invoices',
      { as: CUSTOMER, world },
    );
    expect(history.content[0]).toMatchObject({
      description: expect.stringMatching(/^Shadowbox Conditioning with .* \(paid from credit\)$/),
      amount: shadowboxClass.price,
    });
    const waiting = places.find(({ status }) => status === 'WAITING');
    const refused = await call(`/customer/waitlist/${waiting?.id}/claim`, { method: 'POST', as: CUSTOMER, world });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'OFFER_EXPIRED' });
  });

  // Olivia's seeded offer on Shadowbox's third session is made at the last quarter hour. That
  // session is weeks away, before its cut-off, so the place her lapsed offer frees books the first
  // in line who can pay, unless it is freed in the quiet hours (22:00–07:00 in London).
  it.each([
    { at: 12, length: 2, what: 'books the next in line' },
    { at: 23, length: 3, what: 'stays free in the quiet hours' },
  ])('an offer not claimed in 15 minutes $what', async ({ at, length }) => {
    const today = Math.floor(Date.now() / DAY) * DAY;
    const now = today + at * HOUR + MINUTE;
    const ownWorld = `waitlists expiry at ${at}`;
    const third = (
      await call<Session[]>(`/class/cl_2011/instances?${range(now, now + 30 * DAY)}`, {
        as: CUSTOMER,
        now,
        world: ownWorld,
      })
    ).body[2];
    // The trainer's cap writes the line down as it is now, the offer held for Olivia.
    await call(`/class/cl_2011/instances/${third?.id}/waitlist/settings`, {
      method: 'PUT',
      as: TOMASZ,
      now,
      world: ownWorld,
      body: { open: true, cap: 10 },
    });
    const before = await call<{ length: number; place: Place | null }>(
      `/class/cl_2011/instances/${third?.id}/waitlist`,
      { as: CUSTOMER, now: now + 13 * MINUTE, world: ownWorld },
    );
    expect(before.body).toMatchObject({ length: 4, place: { status: 'OFFERED' } });
    const later = await call<{ length: number; place: Place | null }>(
      `/class/cl_2011/instances/${third?.id}/waitlist`,
      { as: CUSTOMER, now: now + 16 * MINUTE, world: ownWorld },
    );
    expect(later.body).toMatchObject({ length, place: null });
  });

  it('the trainer’s cap and closing refuse new places', async () => {
    const ownWorld = 'waitlists cap';
    const fourth = String(
      (
        await call<Session[]>(`/class/cl_2011/instances?${range(Date.now(), Date.now() + 30 * DAY)}`, {
          as: CUSTOMER,
          world: ownWorld,
        })
      ).body[0]?.id,
    );
    const settings = (body: unknown) =>
      call(`/class/cl_2011/instances/${fourth}/waitlist/settings`, {
        method: 'PUT',
        as: TOMASZ,
        world: ownWorld,
        body,
      });
    expect((await settings({ open: true, cap: 3 })).body).toMatchObject({ length: 3, cap: 3, open: true });
    const join = () =>
      call(`/class/cl_2011/instances/${fourth}/waitlist`, {
        method: 'POST',
        as: CUSTOMER,
        world: ownWorld,
        body: { promoteOvernight: false },
      });
    expect((await join()).body).toMatchObject({ code: 'WAITLIST_FULL' });
    await settings({ open: false, cap: null });
    expect((await join()).body).toMatchObject({ code: 'WAITLIST_CLOSED' });
  });

  it('only the session’s own trainer changes its waitlist', async () => {
    const ownWorld = 'waitlists owner';
    const first = String((await shadowbox(Date.now()))[0]?.id);
    for (const as of [TRAINER, CUSTOMER]) {
      const refused = await call(`/class/cl_2011/instances/${first}/waitlist/settings`, {
        method: 'PUT',
        as,
        world: ownWorld,
        body: { open: false, cap: null },
      });
      expect(refused.status).toBe(403);
    }
    expect((await waitlist(first, { world: ownWorld })).body).toMatchObject({ open: true, length: 3 });
  });

  it('a session with places left is booked, not waited for', async () => {
    const now = Date.now();
    const [session] = (
      await call<Session[]>(`/class/cl_2007/instances?${range(now, now + 30 * DAY)}`, { as: CUSTOMER, now, world })
    ).body;
    const refused = await call(`/class/cl_2007/instances/${session?.id}/waitlist`, {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: { promoteOvernight: false },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'SESSION_HAS_PLACES' });
  });

  /** Today at `hour` on London's clock. */
  const londonAt = (hour: number) => londonToday(Date.now()).start + hour * HOUR;
  /** Amara cancels her place on Shadowbox's second session at `now`. */
  const amaraCancels = (now: number, ownWorld: string) =>
    call('/customer/cancel-class-customer?classId=cl_2011&customerId=cu_3104', { as: AMARA, now, world: ownWorld });

  it('a cancelled place before the cut-off books the first in line who can pay, who leaves no trace in line', async () => {
    const ownWorld = 'waitlists promotion';
    const now = londonAt(14);
    const second = (
      await call<Session[]>(`/class/cl_2011/instances?${range(now, now + 40 * DAY)}`, {
        as: CUSTOMER,
        now,
        world: ownWorld,
      })
    ).body[1];
    expect((await amaraCancels(now, ownWorld)).status).toBe(200);
    // The first in line has neither credit nor a card and is passed over; Olivia is booked from credit.
    const { body: places } = await call<Place[]>('/customer/waitlist', { as: CUSTOMER, now, world: ownWorld });
    expect(places.find(({ classInstanceId }) => classInstanceId === second?.id)).toMatchObject({
      status: 'PROMOTED',
      position: null,
    });
    const { body: upcoming } = await call<(Session & { classInstanceId: string; paymentMethod: string })[]>(
      `/class/booked/by-date-range/cu_3001?${range(now, now + 30 * DAY)}`,
      { as: CUSTOMER, now, world: ownWorld },
    );
    expect(upcoming.find(({ classInstanceId }) => classInstanceId === second?.id)).toMatchObject({
      paymentMethod: 'CREDIT',
    });
    // The place went to the line: the session is still full, and the one passed over still waits first.
    const sessions = await call<(Session & { bookedCount: number; capacity: number; waitlistCount: number })[]>(
      `/class/cl_2011/instances?${range(now, now + 40 * DAY)}`,
      { as: CUSTOMER, now, world: ownWorld },
    );
    expect(sessions.body[1]).toMatchObject({ bookedCount: 12, capacity: 12, waitlistCount: 2 });
  });

  it('a promotion owes the promoted customer a push message, given once', () => {
    const world = createWorld();
    const now = londonAt(14);
    const cancel = plan(world, {
      ...bound('GET', '/customer/cancel-class-customer?classId=cl_2011&customerId=cu_3104'),
      headers: { authorization: `Bearer ${AMARA}` },
      now,
    });
    cancel?.answer?.({});
    expect(sent(world)).toEqual([{ type: 'WAITLIST_PLACE_BOOKED', to: 'cu_3001' }]);
    expect(sent(world)).toEqual([]);
  });

  // Olivia's seeded offer on Shadowbox's third session (weeks away, before its cut-off) runs out:
  // the place books the first in line who can pay (cu_3102, with credit), unless it runs out in the
  // quiet hours, when it wakes nobody.
  it.each([
    { at: 12, owed: [{ type: 'WAITLIST_PLACE_BOOKED', to: 'cu_3102' }], booked: 1 },
    { at: 23, owed: [], booked: 0 },
  ])(
    'an offer that runs out at $at:00 owes whoever the place goes to a push message, given once',
    ({ at, owed, booked }) => {
      const world = createWorld();
      const now = londonAt(at);
      const ask = (method: string, url: string, as: string, when: number, body?: unknown) =>
        plan(world, { ...bound(method, url), headers: { authorization: `Bearer ${as}` }, body, now: when })?.answer?.(
          {},
        ) as Node & Node[];
      const [, , third] = ask('GET', `/class/cl_2011/instances?${range(now, now + 30 * DAY)}`, CUSTOMER, now);
      // The trainer's cap writes the line down as it is now, the offer held for Olivia.
      ask('PUT', `/class/cl_2011/instances/${third?.id}/waitlist/settings`, TOMASZ, now, { open: true, cap: 10 });
      ask('GET', `/class/cl_2011/instances/${third?.id}/waitlist`, CUSTOMER, now + 13 * MINUTE);
      expect(sent(world)).toEqual([]);
      const later = now + 16 * MINUTE;
      expect(ask('GET', `/class/cl_2011/instances/${third?.id}/waitlist`, CUSTOMER, later)).toMatchObject({
        place: null,
      });
      expect(sent(world)).toEqual(owed);
      ask('GET', '/customer/waitlist', CUSTOMER, later + MINUTE);
      expect(sent(world)).toEqual([]);
      const bookings = ask('GET', `/class/booked/by-date-range/cu_3102?${range(now, now + 30 * DAY)}`, CUSTOMER, later);
      expect(bookings.filter(({ classInstanceId }) => classInstanceId === third?.id)).toHaveLength(booked);
    },
  );

  it('a place freed in the quiet hours wakes nobody who did not opt in, and stays free to book', async () => {
    const ownWorld = 'waitlists quiet hours';
    const now = londonAt(23);
    expect((await amaraCancels(now, ownWorld)).status).toBe(200);
    const { body: places } = await call<Place[]>('/customer/waitlist', { as: CUSTOMER, now, world: ownWorld });
    expect(places.map(({ status, position }) => [status, position])[0]).toEqual(['WAITING', 2]);
    const sessions = await call<(Session & { bookedCount: number; waitlistCount: number })[]>(
      `/class/cl_2011/instances?${range(now, now + 40 * DAY)}`,
      { as: CUSTOMER, now, world: ownWorld },
    );
    expect(sessions.body[1]).toMatchObject({ bookedCount: 11, waitlistCount: 3 });
    // Nobody joins a session with a place: it is booked, and then it is full again.
    const join = () =>
      call(`/class/cl_2011/instances/${sessions.body[1]?.id}/waitlist`, {
        method: 'POST',
        as: AMARA,
        now,
        world: ownWorld,
        body: { promoteOvernight: false },
      });
    expect((await join()).body).toMatchObject({ code: 'SESSION_HAS_PLACES' });
    const booked = await call('/class/cl_2011/book', {
      method: 'POST',
      as: AMARA,
      now,
      world: ownWorld,
      body: { classInstanceId: sessions.body[1]?.id, paymentMethod: 'CREDIT' },
    });
    expect(booked.status).toBe(201);
    const again = await call('/class/cl_2011/book', {
      method: 'POST',
      as: AMARA,
      now,
      world: ownWorld,
      body: { classInstanceId: sessions.body[1]?.id, paymentMethod: 'CREDIT' },
    });
    expect(again.body).toMatchObject({ code: 'CLASS_FULL' });
  });
});

describe('the long-lists world', () => {
  it('gives the trainer 500 classes, the customer 300 subscription invoices and 1,000 videos, a page at a time', async () => {
    const world = `${LONG_LISTS_WORLD}-${crypto.randomUUID()}`;
    const classes = await call<{ id: string }[]>('/class/web/from-trainer?trainerId=tr_1003', { as: TRAINER, world });
    expect(classes.body.length).toBeGreaterThanOrEqual(LONG_LISTS.classes);
    expect(new Set(classes.body.map(({ id }) => id)).size).toBe(classes.body.length);

    const invoices = await call<{ issuedAt: string }[]>('/subscription/invoice/v1/all', { as: CUSTOMER, world });
    expect(invoices.body.length).toBeGreaterThanOrEqual(LONG_LISTS.invoices);
    const issued = invoices.body.map(({ issuedAt }) => Date.parse(issuedAt));
    expect(issued).toEqual([...issued].sort((a, b) => b - a));

    type Page = { content: { id: string }[]; totalElements: number; totalPages: number; page: number };
    const second = await call<Page>('/customer/v1/get/videos?page=1&size=12', { as: CUSTOMER, world });
    expect(second.body).toMatchObject({ page: 1, totalPages: Math.ceil(second.body.totalElements / 12) });
    expect(second.body.totalElements).toBeGreaterThanOrEqual(LONG_LISTS.videos);
    expect(second.body.content).toHaveLength(12);
    const [video] = second.body.content;
    expect((await call(`/customer/v1/get/videos/${video?.id}`, { as: CUSTOMER, world })).status).toBe(200);

    // Everyone else's world keeps its usual lengths.
    expect(
      (await call<Page>('/customer/v1/get/videos?page=0&size=12', { as: CUSTOMER })).body.totalElements,
    ).toBeLessThan(LONG_LISTS.videos);
  });
});

describe('choosing an answer', () => {
  it('an explicit Prefer header wins over the world', async () => {
    const { body } = await call('/trainer/web/discover-trainers', { prefer: 'example=empty' });
    expect(body.content).toEqual([]);
  });

  it('the scenario switcher sets the answer of one call until it is set back', async () => {
    const set = (prefer: string | null) =>
      fetch(`${bases.api}/__mock/scenarios`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ operationId: 'discoverTrainers', prefer }),
      });
    expect((await set('code=500')).status).toBe(204);
    expect((await call('/trainer/web/discover-trainers')).status).toBe(500);
    const listed = (await (
      await fetch(`${bases.api}/__mock/scenarios`, { headers: { Accept: 'application/json' } })
    ).json()) as { operationId: string; current: string | null; choices: string[] }[];
    expect(listed.find(({ operationId }) => operationId === 'discoverTrainers')).toMatchObject({
      current: 'code=500',
      choices: expect.arrayContaining(['example=full', 'example=empty', 'code=500']),
    });
    expect((await set('example=nothing')).status).toBe(400);
    await set(null);
    expect((await call('/trainer/web/discover-trainers')).status).toBe(200);
    expect((await fetch(`${bases.api}/__mock/scenarios`)).headers.get('content-type')).toMatch(/text\/html/);
  });
});

describe('packs, intro offers and promo codes', () => {
  const pack = {
    name: 'Ten flows',
    credits: 10,
    price: { amount: 15000, currency: 'GBP' },
    validityDays: 90,
    paysFor: { kinds: ['LIVE_CLASSES'], classIds: [] },
    onSale: true,
  };
  const code = {
    code: 'spring10',
    discountType: 'PERCENT',
    percentOff: 10,
    amountOff: null,
    appliesTo: ['PACKS'],
    startsOn: '2026-12-01',
    endsOn: null,
    maxUses: null,
    maxUsesPerCustomer: 1,
    repeatsOnRenewal: false,
    active: true,
  };

  it('a pack the trainer writes is listed, edited and withdrawn, and only she writes it', async () => {
    const world = 'packs';
    const { status, body: created } = await call('/trainer/tr_1003/packs', {
      method: 'POST',
      as: TRAINER,
      world,
      body: pack,
    });
    expect(status).toBe(201);
    expect(created).toMatchObject({ name: 'Ten flows', credits: 10, status: 'ON_SALE', sold: 0, holders: 0 });
    const listed = async () => (await call('/trainer/tr_1003/packs', { as: TRAINER, world })).body;
    expect((await listed()).map(({ id }) => id)).toContain(created.id);
    const path = `/packs/${String(created.id)}`;
    expect((await call(path, { method: 'PUT', as: TOMASZ, world, body: pack })).status).toBe(403);
    const edited = await call(path, { method: 'PUT', as: TRAINER, world, body: { ...pack, onSale: false } });
    expect(edited.body.status).toBe('NOT_ON_SALE');
    await call(`${path}/withdraw`, { method: 'POST', as: TRAINER, world });
    expect((await listed()).find(({ id }) => id === created.id)?.status).toBe('WITHDRAWN');
    // Tomasz sells none of Priya's packs.
    expect((await call('/trainer/tr_1004/packs', { as: TOMASZ, world })).body).toEqual([]);
  });

  it('a code is kept in capitals, and a second code with the same text is refused', async () => {
    const world = 'codes';
    const { body: created } = await call('/trainer/tr_1003/promo-codes', {
      method: 'POST',
      as: TRAINER,
      world,
      body: code,
    });
    expect(created).toMatchObject({ code: 'SPRING10', timesUsed: 0 });
    const again = await call('/trainer/tr_1003/promo-codes', { method: 'POST', as: TRAINER, world, body: code });
    expect(again.status).toBe(409);
    const codes = (await call('/trainer/tr_1003/promo-codes', { as: TRAINER, world })).body;
    expect(codes.filter(({ code: text }) => text === 'SPRING10')).toHaveLength(1);
  });

  interface Credit {
    status: string;
    history: { type: string; at: string; bookingId: string | null; title: string | null }[];
  }
  interface Held {
    id: string;
    status: string;
    creditsLeft: number;
    expiresAt: string;
    credits: Credit[];
  }
  interface Booked {
    booking: { id: string; amountPaid: { amount: number }; class: { price: { amount: number } } };
    code?: string;
  }

  /** Olivia's session of Yin Yoga (`index` in the next month's), paid as `payment` says, in `world`, at `now`. */
  async function bookYin(world: string, index: number, payment: Record<string, unknown>, now = Date.now()) {
    const sessions = (
      await call(`/class/cl_2008/instances?${range(now, now + 30 * DAY)}`, { as: CUSTOMER, world, now })
    ).body as Node[];
    const session = sessions[index];
    const booked = await call<Booked>('/class/cl_2008/book', {
      method: 'POST',
      as: CUSTOMER,
      world,
      now,
      body: { classInstanceId: session?.id, ...payment },
    });
    return { session, booked };
  }
  const topUp = (world: string, amount: number) =>
    call('/customer/credit/top-up', {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: {
        amount: { amount, currency: 'GBP' },
        returnUrl: 'http://localhost/account',
        successUrl: 'http://localhost/payment-success',
        failureUrl: 'http://localhost/payment-failure',
      },
    });
  const held = async (world: string, id: string) =>
    (await call<Held[]>('/customer/packs', { as: CUSTOMER, world })).body.find((pack) => pack.id === id);

  it('a pack bought from credit is the customer’s with all its credits; the same key buys it once; a card goes through the checkout', async () => {
    const world = 'buy-pack';
    const credit = async () =>
      (await call<{ balance: { amount: number } }>('/customer/credit', { as: CUSTOMER, world })).body.balance.amount;
    const first = crypto.randomUUID();
    const buy = (key: string, body: Record<string, unknown>, pack = 'pk_5002') =>
      call<{ pack: Held; checkoutUrl: string | null; code?: string }>(`/packs/${pack}/buy`, {
        method: 'POST',
        as: CUSTOMER,
        world,
        headers: { 'Idempotency-Key': key },
        body,
      });
    expect((await buy(first, { paymentMethod: 'CREDIT' })).body.code).toBe('INSUFFICIENT_CREDIT');
    await topUp(world, 20000);
    const before = await credit();
    const { status, body: bought } = await buy(first, { paymentMethod: 'CREDIT' });
    expect(status).toBe(201);
    expect(bought.pack).toMatchObject({ status: 'ACTIVE', creditsTotal: 5, creditsLeft: 5, pack: { id: 'pk_5002' } });
    // Sixty days from today, to the end of the day on the trainer's (London's) calendar.
    expect(bought.pack.expiresAt).toMatch(/T23:59:59(\+00:00|\+01:00)$/);
    expect(Date.parse(bought.pack.expiresAt) - Date.now()).toBeGreaterThan(59 * DAY);
    expect(Date.parse(bought.pack.expiresAt) - Date.now()).toBeLessThan(61 * DAY);
    expect(await credit()).toBe(before - 14000);
    expect((await buy(first, { paymentMethod: 'CREDIT' })).body.pack.id).toBe(bought.pack.id);
    expect(await credit()).toBe(before - 14000);
    const mine = (await call('/customer/packs', { as: CUSTOMER, world })).body as Node[];
    expect(mine.filter(({ id }) => id === bought.pack.id)).toHaveLength(1);
    const card = await buy(crypto.randomUUID(), {
      paymentMethod: 'CARD',
      returnUrl: 'http://localhost:5173/trainers/tr_1003',
      successUrl: 'http://localhost:5173/payment-success',
      failureUrl: 'http://localhost:5173/payment-failure',
    });
    expect(card.body.pack).toMatchObject({ status: 'PENDING_PAYMENT', pack: { id: 'pk_5002' } });
    expect(card.body.checkoutUrl).toMatch(/^http:\/\/localhost:5173\/payment-success\?session=/);
    expect((await held(world, String(card.body.pack.id)))?.status).toBe('ACTIVE');
    // A withdrawn pack is not sold.
    expect((await buy(crypto.randomUUID(), { paymentMethod: 'CREDIT' }, 'pk_4990')).body.code).toBe('PACK_NOT_ON_SALE');
  });

  it('the customer’s packs: soonest expiry first, used-up and expired last, each credit’s history', async () => {
    const world = 'held';
    const mine = async (now?: number) => (await call<Held[]>('/customer/packs', { as: CUSTOMER, world, now })).body;
    expect((await mine()).map(({ id }) => id)).toEqual(['cp_7990', 'cp_8001']);
    expect((await mine())[0]).toMatchObject({ status: 'ACTIVE', creditsLeft: 1 });
    await topUp(world, 20000);
    const { body: bought } = await call<{ pack: Held }>('/packs/pk_5002/buy', {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: { paymentMethod: 'CREDIT' },
    });
    // Sixty days: before Ten live classes' end.
    expect((await mine()).map(({ id }) => id)).toEqual(['cp_7990', bought.pack.id, 'cp_8001']);
    // The day after its sixtieth day, the pack bought today has expired, credits and all, and comes last.
    const expired = (await mine(Date.parse(String(bought.pack.expiresAt)) + 1000)).at(-1);
    expect(expired).toMatchObject({ id: bought.pack.id, status: 'EXPIRED', creditsLeft: 0 });
    expect(expired?.credits[0]).toMatchObject({
      status: 'EXPIRED',
      history: [{ type: 'BOUGHT' }, { type: 'EXPIRED', at: bought.pack.expiresAt }],
    });
  });

  it('a booking with a pack credit spends one; a cancellation within the policy returns it, a late one forfeits it', async () => {
    const world = 'pack-credit';
    const credits = async () => (await held(world, 'cp_8001'))?.creditsLeft;
    const expiresAt = (await held(world, 'cp_8001'))?.expiresAt;
    const { session, booked } = await bookYin(world, 1, { paymentMethod: 'PACK_CREDIT', customerPackId: 'cp_8001' });
    expect(booked.body.booking).toMatchObject({
      paymentMethod: 'PACK_CREDIT',
      customerPackId: 'cp_8001',
      amountPaid: { amount: 0 },
    });
    expect(await credits()).toBe(6);
    const now = Date.now();
    const upcoming = (
      await call(`/class/booked/by-date-range/cu_3001?${range(now, now + 30 * DAY)}`, { as: CUSTOMER, world })
    ).body as Node[];
    expect(upcoming.find(({ classInstanceId }) => classInstanceId === session?.id)?.cancellationPolicy).toMatchObject({
      refundTo: 'NONE',
      packCredit: { customerPackId: 'cp_8001', returned: true, expiresAt },
    });
    const cancelled = await call('/customer/cancel-class-customer?classId=cl_2008&customerId=cu_3001', {
      as: CUSTOMER,
      world,
    });
    expect(cancelled.body).toMatchObject({ refundedTo: 'NONE', packCreditReturned: true });
    const pack = await held(world, 'cp_8001');
    expect(pack).toMatchObject({ creditsLeft: 7, expiresAt });
    expect(
      pack?.credits
        .find(({ history }) => history.some(({ bookingId }) => bookingId === booked.body.booking.id))
        ?.history.at(-1),
    ).toMatchObject({ type: 'RETURNED', title: 'Yin Yoga for Deep Release' });

    // Within a day of a session, cancelling forfeits the credit, and the booking said so: Open Studio's
    // session two full hours after the examples' now, half an hour before it (a time Olivia has no
    // other booking at, whatever the hour the test runs).
    const start = Math.ceil(mockNow().getTime() / HOUR) * HOUR + HOUR;
    const before = start - 30 * MINUTE;
    const next = (
      (
        await call(`/class/cl_2040/instances?${range(start - HOUR, start + HOUR)}`, {
          as: CUSTOMER,
          world,
          now: before,
        })
      ).body as Node[]
    ).find(({ startDate }) => Date.parse(String(startDate)) === start);
    const late = await call<Booked>('/class/cl_2040/book', {
      method: 'POST',
      as: CUSTOMER,
      world,
      now: before,
      body: { classInstanceId: next?.id, paymentMethod: 'PACK_CREDIT', customerPackId: 'cp_8001' },
    });
    expect(late.status).toBe(201);
    const bookings = (
      await call<{ id: string; cancellationPolicy?: { packCredit?: unknown } }[]>(
        `/class/booked/by-date-range/cu_3001?${range(before, start + 2 * HOUR)}`,
        { as: CUSTOMER, world, now: before },
      )
    ).body;
    expect(bookings.find(({ id }) => id === late.body.booking.id)?.cancellationPolicy?.packCredit).toMatchObject({
      returned: false,
    });
    const lateCancel = await call('/customer/cancel-class-customer?classId=cl_2040&customerId=cu_3001', {
      as: CUSTOMER,
      world,
      now: before,
    });
    expect(lateCancel.body).toMatchObject({ refundedTo: 'NONE', packCreditReturned: false });
    expect(await credits()).toBe(6);
    // A pack that does not pay for the class cannot pay for it.
    const refused = await bookYin(world, 2, { paymentMethod: 'PACK_CREDIT', customerPackId: 'cp_7990' });
    expect(refused.booked.body.code).toBe('PACK_CREDIT_UNAVAILABLE');
  });

  it('a code is checked: refused for each reason, else the price before and after; the intro price for a new customer', async () => {
    const world = 'price-check';
    const check = (code: string | undefined, item = { type: 'PACK', id: 'pk_5001' }, as = CUSTOMER) =>
      call('/customer/price-check', { method: 'POST', as, world, body: { item, ...(code && { code }) } });
    expect((await check('NOPE')).body.code).toBe('PROMO_CODE_UNKNOWN');
    expect((await check('studio5', { type: 'CLASS_SESSION', id: 'ci_2008_20261203' })).body.code).toBe(
      'PROMO_CODE_EXPIRED',
    );
    expect((await check('SUMMER15', { type: 'SUBSCRIPTION', id: 'sp_4001' })).body.code).toBe('PROMO_CODE_EXPIRED');
    expect((await check('FRIEND10', { type: 'CLASS_SESSION', id: 'ci_2008_20261203' })).body.code).toBe(
      'PROMO_CODE_NOT_APPLICABLE',
    );
    const accepted = await check('winter20');
    expect(accepted.body).toMatchObject({
      priceBefore: { amount: 25000 },
      priceAfter: { amount: 20000 },
      discount: { source: 'PROMO_CODE', code: 'WINTER20', amount: { amount: 5000 } },
    });
    // Olivia has bought from Priya before: no intro price.
    expect((await check(undefined)).body).toMatchObject({ priceAfter: { amount: 25000 }, discount: null });
    // WINTER20 is once per customer: used on a booking, it is used up.
    const { booked } = await bookYin(world, 0, { paymentMethod: 'CREDIT', promoCode: 'WINTER20' });
    expect(booked.body.booking.amountPaid.amount).toBe(Math.round(booked.body.booking.class.price.amount * 0.8));
    expect((await check('WINTER20')).body.code).toBe('PROMO_CODE_USED_UP');
    const again = await bookYin(world, 1, { paymentMethod: 'CREDIT', promoCode: 'WINTER20' });
    expect(again.booked.body).toMatchObject({ status: 409, code: 'PROMO_CODE_USED_UP' });

    // A new customer gets the intro price by herself, the lower of it and a code's.
    const { body: account } = await call('/v1/accounts:signUp?key=test-api-key', {
      method: 'POST',
      service: 'identity',
      world,
      body: { email: 'first.pack@example.com', password: 'Sunrise#2026', returnSecureToken: true },
    });
    const newcomer = String(account.idToken);
    expect((await check(undefined, undefined, newcomer)).body).toMatchObject({
      priceAfter: { amount: 19900 },
      discount: { source: 'INTRO_OFFER', code: null, amount: { amount: 5100 } },
    });
    expect((await check('WINTER20', undefined, newcomer)).body.discount).toMatchObject({ source: 'INTRO_OFFER' });
    expect((await check('WINTER20', { type: 'PACK', id: 'pk_5002' }, newcomer)).body.discount).toMatchObject({
      source: 'PROMO_CODE',
      amount: { amount: 2800 },
    });
  });

  it('an intro offer is the trainer’s own: none until she saves one', async () => {
    const world = 'intro';
    expect((await call('/trainer/tr_1004/intro-offer', { as: TOMASZ, world })).status).toBe(404);
    const offer = {
      firstClassPrice: { amount: 500, currency: 'GBP' },
      firstPackId: null,
      firstPackPrice: null,
      active: true,
    };
    await call('/trainer/tr_1004/intro-offer', { method: 'PUT', as: TOMASZ, world, body: offer });
    expect((await call('/trainer/tr_1004/intro-offer', { as: TOMASZ, world })).body).toMatchObject({
      trainerId: 'tr_1004',
      firstClassPrice: { amount: 500 },
      timesUsed: 0,
    });
  });
});
