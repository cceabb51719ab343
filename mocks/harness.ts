/**
 * The offline world on the real mocks, for the mocks' tests: the run's Prism for the product API and
 * for the identity service, each behind the file's own front, sharing the file's set of worlds.
 * `call` sends a request as the app would (a bearer token, `X-Mock-Now`, `X-Mock-World`) and checks
 * the answer against the contract.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import {
  contractNames,
  deref,
  loadContract,
  operationOf,
  operations,
  schemaChecker,
  type ContractName,
  type Node,
  type Operation,
} from './contracts';
import { WEEKDAYS } from './clock.mjs';
import { mockContract } from './contract.mjs';
import { freePort, startFront } from './front.mjs';
import { createScenarios } from './scenarios.mjs';
import { createWorlds, type Worlds } from './world/index.mjs';

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The addresses a card payment on Priya's profile returns to (the mock's checkout goes through). */
export const CHECKOUT = {
  returnUrl: 'http://localhost:5173/trainers/tr_1003',
  successUrl: 'http://localhost:5173/payment-success',
  failureUrl: 'http://localhost:5173/payment-failure',
};

/** An identity token for `sub`, shaped as the examples' (the world reads only its `sub`). */
export const token = (sub: string) =>
  `eyJhbGciOiJSUzI1NiIsImtpZCI6ImtpbmV0aWMtbW9jayJ9.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.c2lnbmF0dXJl`;
/** Olivia, the customer; Priya, the trainer. */
export const CUSTOMER = token('uid_olivia');
export const TRAINER = token('uid_priya');
/** Amara Mensah, a customer booked on Shadowbox Conditioning. */
export const AMARA = token('uid_amara');

export const documents = Object.fromEntries(contractNames.map((name) => [name, loadContract(name)])) as Record<
  ContractName,
  Node
>;
export const check = schemaChecker(documents);
export type Service = 'api' | 'identity';

/** The query of a dated list for the window `start`–`end`. */
export const range = (start: number, end: number) =>
  `startDate=${new Date(start).toISOString()}&endDate=${new Date(end).toISOString()}`;

/** Each contract's operations, listed once for every answer's check. */
const listed = Object.fromEntries(contractNames.map((name) => [name, operations(documents[name])])) as Record<
  ContractName,
  Operation[]
>;

/** The operation of `contract` a request goes to, and its response schema for `status`. */
export function schemaFor(contract: ContractName, method: string, pathname: string, status: number) {
  // Listed with a path without parameters first: /trainer/bank-account is not /trainer/{trainerId}.
  const found = operationOf(listed[contract], method, pathname);
  if (!found) throw new Error(`${method} ${pathname} is not in the ${contract} contract`);
  const response = deref<Node>(documents[contract], (found.operation.operation.responses as Node)[String(status)]);
  return ((response.content as Node | undefined)?.['application/json'] as Node | undefined)?.schema;
}

export interface Call {
  method?: string;
  as?: string;
  now?: number;
  body?: unknown;
  /** A form's fields: text, or a file (a `Blob`) as it is. */
  form?: Record<string, unknown>;
  prefer?: string;
  service?: Service;
  world?: string;
  headers?: Record<string, string>;
}

/**
 * Puts the file's own front and worlds before the run's Prisms (`mocks/prisms.setup.ts`) before the
 * file's tests, and closes them after: the base address of each service, filled in once they listen,
 * and `call`, which calls the world and checks the answer against the contract, giving the status and body.
 */
export function mocks() {
  const servers: Server[] = [];
  const bases = {} as Record<Service, string>;
  let worlds: Worlds;
  beforeAll(async () => {
    const { weeks, bases: prisms } = inject('prisms');
    worlds = createWorlds();
    for (const name of ['api', 'identity'] as const) {
      const port = await freePort();
      const contract = mockContract(name);
      const scenarios = createScenarios(contract);
      servers.push(await startFront(port, Number(new URL(prisms[name]).port), { contract, worlds, scenarios, weeks }));
      bases[name] = `http://127.0.0.1:${port}`;
    }
  });
  afterAll(() => {
    for (const server of servers) server.close();
  });

  async function call<T = Node & Node[]>(
    path: string,
    { method = 'GET', as, now, body, form, prefer, service = 'api', world, headers: extra }: Call = {},
  ) {
    const headers: Record<string, string> = { ...extra };
    if (as) headers.Authorization = `Bearer ${as}`;
    if (now !== undefined) headers['X-Mock-Now'] = new Date(now).toISOString();
    if (prefer) headers.Prefer = prefer;
    if (world) headers['X-Mock-World'] = world;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method === 'POST') headers['Idempotency-Key'] ??= crypto.randomUUID();
    const sent = form ? new FormData() : body === undefined ? undefined : JSON.stringify(body);
    for (const [key, value] of Object.entries(form ?? {}))
      if (value instanceof Blob) (sent as FormData).append(key, value);
      else (sent as FormData).append(key, Array.isArray(value) ? value.join(',') : String(value));
    const response = await fetch(bases[service] + path, { method, headers, body: sent });
    const json = (await response.json()) as unknown;
    if (response.status !== 422) {
      const schema = schemaFor(service, method, new URL(path, 'http://x').pathname, response.status);
      expect(check(service, schema, json), `${method} ${path} ${response.status}`).toBeUndefined();
    }
    return { status: response.status, body: json as T, violations: response.headers.get('sl-violations') };
  }
  /**
   * Priya (or the trainer `trainerId`, signed in as `as`) takes one-to-ones all day, every day, in
   * `world` (her availability, as she would save it).
   */
  const openAvailability = (world: string, trainerId = 'tr_1003', as = TRAINER) =>
    call(`/trainer/${trainerId}/availability`, {
      method: 'PUT',
      as,
      world,
      body: {
        timezone: 'Europe/London',
        weeklySlots: WEEKDAYS.map((dayOfWeek) => ({ dayOfWeek, startTime: '00:00', endTime: '23:59' })),
        blockedDates: [],
      },
    });
  /**
   * A pack of three credits for £20 that Priya puts on sale in `world`, paying for `kinds`, bought by
   * card by the customer signed in as `as` (Olivia's token unless said): the id of the pack they hold.
   */
  async function holdPack(world: string, kinds: string[], as = CUSTOMER) {
    const { body: pack } = await call<{ id: string }>('/trainer/tr_1003/packs', {
      method: 'POST',
      as: TRAINER,
      world,
      body: {
        name: `Three of ${kinds.join(', ')}`,
        credits: 3,
        price: { amount: 2000, currency: 'GBP' },
        validityDays: 30,
        paysFor: { kinds, classIds: [] },
        onSale: true,
      },
    });
    const { body: bought } = await call<{ pack: { id: string } }>(`/packs/${pack.id}/buy`, {
      method: 'POST',
      as,
      world,
      body: { paymentMethod: 'CARD', ...CHECKOUT },
    });
    return bought.pack.id;
  }
  /**
   * A code of Priya's in `world` taking `percentOff` per cent off what `appliesTo` names, from
   * yesterday with no end, once per customer.
   */
  const createPercentCode = (world: string, code: string, percentOff: number, appliesTo: string[]) =>
    call('/trainer/tr_1003/promo-codes', {
      method: 'POST',
      as: TRAINER,
      world,
      body: {
        code,
        discountType: 'PERCENT',
        percentOff,
        amountOff: null,
        appliesTo,
        startsOn: new Date(Date.now() - DAY).toISOString().slice(0, 10),
        endsOn: null,
        maxUses: null,
        maxUsesPerCustomer: 1,
        repeatsOnRenewal: false,
        active: true,
      },
    });
  /**
   * The id of Open Studio Flow's session (Priya's, every hour, an hour long) that starts at `hour`,
   * as `as` reads it in `world` half an hour before it starts.
   */
  const openStudioSession = (world: string, hour: number, as?: string) =>
    call<{ id: string; startDate: string }[]>(
      `/class/cl_2040/instances?startDate=${new Date(hour - HOUR).toISOString()}&endDate=${new Date(hour + 2 * HOUR).toISOString()}`,
      { as, world, now: hour - 30 * MINUTE },
    ).then(({ body }) => body.find((session) => Date.parse(session.startDate) === hour)?.id);
  /**
   * From the hour after the next on, the first hour whose Open Studio Flow session (Priya's, every
   * hour, an hour long) each of `customers` can book half an hour before it starts, and that `suits`
   * accepts: the examples' own bookings take some of a customer's hours each week, and a session
   * across one of them is refused. Each hour is tried in a world of its own, which no test uses.
   */
  async function openStudioHour(customers: string[], suits: (hour: number) => Promise<boolean> = async () => true) {
    const first = Math.ceil(Date.now() / HOUR) * HOUR + HOUR;
    for (let hour = first; hour < first + 7 * DAY; hour += HOUR) {
      if (!(await suits(hour))) continue;
      const world = `open studio at ${new Date(hour).toISOString()}`;
      const now = hour - 30 * MINUTE;
      const classInstanceId = await openStudioSession(world, hour, customers[0]);
      if (!classInstanceId) continue;
      const booked = await Promise.all(
        customers.map((as) =>
          call('/class/cl_2040/book', {
            method: 'POST',
            as,
            world,
            now,
            body: { classInstanceId, paymentMethod: 'CREDIT' },
          }),
        ),
      );
      if (booked.every(({ status }) => status === 201)) return hour;
    }
    throw new Error('No hour in the next week whose Open Studio Flow session every customer can book.');
  }
  /** The file's world named `name`, for what the world keeps that no answer shows (a card on file). */
  const worldNamed = (name: string) => worlds(name);
  return { bases, call, openAvailability, holdPack, createPercentCode, openStudioSession, openStudioHour, worldNamed };
}
