import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPushRelay, firebasePayload, NOTIFICATION_TYPES, roleOf, type PushRelay } from './push.mjs';

const CUSTOMER_TOKEN = '/customer/v1/update/fcm-token?fcmToken=local-web-a&tokenType=web';
const TRAINER_TOKEN = '/trainer/update/fcmToken/tr_1003?fcmToken=local-web-b&tokenType=web';

let server: Server | undefined;
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

/** The relay served on a free port, as the API's mock front serves it. */
async function serve(relay: PushRelay) {
  server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => relay.serve(incoming, outgoing, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/__mock/push`;
}

/** A page listening for `token`: the messages it gets, and the way to go. */
async function listen(url: string, token: string, world = '') {
  const controller = new AbortController();
  const answer = await fetch(`${url}?token=${token}`, {
    signal: controller.signal,
    headers: { 'X-Mock-World': world },
  });
  const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
  const messages: unknown[] = [];
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done || value === undefined) return;
      for (const line of value.split('\n')) if (line.startsWith('data: ')) messages.push(JSON.parse(line.slice(6)));
    }
  })();
  return { messages, answer, close: () => controller.abort() };
}

describe('the local push relay', () => {
  it('sends a type, in Firebase’s format, to the open page of each token the role stored', async () => {
    const relay = createPushRelay();
    const url = await serve(relay);
    relay.heard('', 'updateCustomerPushToken', CUSTOMER_TOKEN, 200);
    relay.heard('', 'updateTrainerPushToken', TRAINER_TOKEN, 200);
    const customer = await listen(url, 'local-web-a');
    const trainer = await listen(url, 'local-web-b');
    expect(customer.answer.headers.get('content-type')).toBe('text/event-stream');

    expect(relay.send('', 'CLASS_STARTING_SOON').delivered).toBe(1);
    expect(relay.send('', 'ONE_TO_ONE_BOOKED').delivered).toBe(1);
    await expect.poll(() => customer.messages.length + trainer.messages.length).toBe(2);
    expect(customer.messages).toEqual([
      {
        notification: { title: 'Open Studio Flow starts in 10 minutes', body: expect.any(String) },
        data: { type: 'CLASS_STARTING_SOON' },
        from: 'kinetic-mock',
        fcmMessageId: expect.any(String),
      },
    ]);
    expect(trainer.messages).toEqual([expect.objectContaining({ data: { type: 'ONE_TO_ONE_BOOKED' } })]);
    customer.close();
    trainer.close();
  });

  it('sends to one page per browser, nothing to a forgotten token, and keeps each world apart', async () => {
    const relay = createPushRelay();
    const url = await serve(relay);
    relay.heard('', 'updateCustomerPushToken', CUSTOMER_TOKEN, 200);
    const first = await listen(url, 'local-web-a');
    const second = await listen(url, 'local-web-a');
    const elsewhere = await listen(url, 'local-web-a', 'another test');
    expect(relay.send('', 'RATE_RECENT_CLASSES').delivered).toBe(1);
    await expect.poll(() => first.messages.length + second.messages.length).toBe(1);
    expect(elsewhere.messages).toEqual([]);
    expect(relay.send('another test', 'RATE_RECENT_CLASSES').delivered).toBe(0);

    relay.heard('', 'deleteCustomerPushToken', '/customer/v1/update/fcm-token?fcmToken=local-web-a', 200);
    expect(relay.send('', 'RATE_RECENT_CLASSES').delivered).toBe(0);
    // A refused call stores nothing.
    relay.heard('', 'updateCustomerPushToken', CUSTOMER_TOKEN, 500);
    expect(relay.send('', 'RATE_RECENT_CLASSES').delivered).toBe(0);
    for (const page of [first, second, elsewhere]) page.close();
  });

  it('refuses an unknown type or role with the list of types', async () => {
    const url = await serve(createPushRelay());
    for (const input of [{ type: 'NOPE' }, { type: 'CLASS_STARTING_SOON', role: 'admin' }]) {
      const answer = await fetch(url, { method: 'POST', body: JSON.stringify(input) });
      expect(answer.status).toBe(400);
      const text = await answer.text();
      for (const type of NOTIFICATION_TYPES) expect(text).toContain(type);
    }
  });
});

describe('a message about one person', () => {
  it('goes only to the pages of the tokens that person stored', async () => {
    const relay = createPushRelay();
    const url = await serve(relay);
    relay.heard('', 'updateCustomerPushToken', CUSTOMER_TOKEN, 200, 'cu_3001');
    relay.heard(
      '',
      'updateCustomerPushToken',
      '/customer/v1/update/fcm-token?fcmToken=local-web-c&tokenType=web',
      200,
      'cu_3102',
    );
    const olivia = await listen(url, 'local-web-a');
    const other = await listen(url, 'local-web-c');
    await expect.poll(() => relay.send('', 'WAITLIST_PLACE_BOOKED', 'customer', 'cu_3001').delivered).toBe(1);
    await expect.poll(() => olivia.messages.length).toBe(1);
    expect(other.messages).toEqual([]);
    // Without a person named, every customer's page gets it.
    expect(relay.send('', 'CLASS_STARTING_SOON').delivered).toBe(2);
    olivia.close();
    other.close();
  });
});

describe('the messages', () => {
  it('word every type, the waitlist places for the customer', () => {
    for (const type of NOTIFICATION_TYPES) expect(firebasePayload(type).notification.title).not.toBe('Kinetic');
    expect(roleOf('WAITLIST_PLACE_BOOKED')).toBe('customer');
    expect(firebasePayload('WAITLIST_PLACE_BOOKED').notification.title).toBe('A place is yours');
    expect(firebasePayload('WAITLIST_PLACE_OFFERED').notification.title).toBe('A place is offered to you');
  });
});

describe('npm run push', () => {
  it('names an unknown type or role and lists the eleven types', () => {
    for (const args of [['NOPE'], ['CLASS_STARTING_SOON', 'admin'], []]) {
      const run = spawnSync(process.execPath, ['scripts/push.mjs', ...args], { encoding: 'utf8' });
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('Usage: npm run push -- <TYPE> [customer|trainer]');
      expect(NOTIFICATION_TYPES).toHaveLength(11);
      for (const type of NOTIFICATION_TYPES) expect(run.stderr).toContain(type);
    }
    expect(spawnSync(process.execPath, ['scripts/push.mjs', 'NOPE'], { encoding: 'utf8' }).stderr).toContain(
      'Unknown type: NOPE',
    );
  });
});
