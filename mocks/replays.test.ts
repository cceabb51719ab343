/**
 * Replays in the offline world: a recorded class's session that someone joined is a replay once it
 * ends, PROCESSING for twenty minutes, then READY as a video in the library of whoever booked it;
 * a session of a class that is not recorded, or that nobody joined, leaves none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PROCESSING_TIME } from './world/replays.mjs';
import { AMARA, CUSTOMER, HOUR, MINUTE, mocks, TRAINER } from './harness';

const { call, openStudioHour, openStudioSession } = mocks();

/** The first hour whose Open Studio Flow session (Priya's, every hour, an hour long) Olivia can book. */
let start = 0;
let end = 0;
beforeAll(async () => {
  start = await openStudioHour([CUSTOMER]);
  end = start + HOUR;
});
const sessionAt = (world: string, when: number) => openStudioSession(world, when, CUSTOMER).then(String);

const record = (world: string, recorded: boolean) =>
  call('/class/cl_2040/policy', {
    method: 'PUT',
    as: TRAINER,
    world,
    body: { usesDefault: true, recorded, replaysForSale: false },
  });
const book = (world: string, classInstanceId: string) =>
  call('/class/cl_2040/book', {
    method: 'POST',
    as: CUSTOMER,
    world,
    now: start - 30 * MINUTE,
    body: { classInstanceId, paymentMethod: 'CREDIT' },
  });
const join = (world: string, as: string, now: number) =>
  call('/agora/customer-count?channelName=class-cl_2040', { method: 'POST', as, world, now });

interface Replay {
  id: string;
  instanceId: string;
  status: string;
  videoId: string | null;
  durationMinutes: number | null;
}
const customerReplays = async (world: string, as: string, now: number) =>
  (await call<Replay[]>('/customer/replays', { as, world, now })).body;
const classReplays = async (world: string, now: number) =>
  (await call<Replay[]>('/class/cl_2040/replays', { world, now })).body;

describe('replays', () => {
  it('a recorded session someone joined is processing once it ends, then a video in its booker’s library', async () => {
    const world = 'replays made';
    expect((await record(world, true)).status).toBe(200);
    expect((await call<{ recorded: boolean }>('/agora/room/cl_2040', { as: CUSTOMER, world })).body.recorded).toBe(
      true,
    );
    const id = await sessionAt(world, start);
    expect((await book(world, id)).status).toBe(201);
    await join(world, AMARA, start + 2 * MINUTE);

    expect(await customerReplays(world, CUSTOMER, end - MINUTE)).toEqual([]);
    const processing = await customerReplays(world, CUSTOMER, end + MINUTE);
    expect(processing).toEqual([
      expect.objectContaining({ instanceId: id, status: 'PROCESSING', videoId: null, durationMinutes: null }),
    ]);
    expect(await classReplays(world, end + MINUTE)).toEqual(processing);
    // Amara joined without a booking: the replay is not hers.
    expect(await customerReplays(world, AMARA, end + MINUTE)).toEqual([]);

    const readyAt = end + PROCESSING_TIME;
    expect((await customerReplays(world, CUSTOMER, readyAt - MINUTE))[0]?.status).toBe('PROCESSING');
    const [ready] = await customerReplays(world, CUSTOMER, readyAt);
    expect(ready).toMatchObject({ status: 'READY', durationMinutes: 60 });
    const videoId = String(ready?.videoId);

    const library = await call<{ content: { id: string }[] }>('/customer/v1/get/videos?page=0&size=12', {
      as: CUSTOMER,
      world,
      now: readyAt,
    });
    expect(library.body.content[0]?.id).toBe(videoId);
    const video = await call<{ title: string; purchased: boolean; playbackUrl: string | null }>(
      `/customer/v1/get/videos/${videoId}`,
      { as: CUSTOMER, world, now: readyAt },
    );
    expect(video.body).toMatchObject({ title: 'Open Studio Flow', purchased: true });
    expect(video.body.playbackUrl).toMatch(/^\/media\/videos\//);
    // A library is its customer's own: Amara, who joined without booking, was given nothing.
    const amaras = await call<{ content: { id: string }[] }>('/customer/v1/get/videos?page=0&size=12', {
      as: AMARA,
      world,
      now: readyAt,
    });
    expect(amaras.body.content.map(({ id: held }) => held)).not.toContain(videoId);
    const notHers = await call<{ purchased: boolean; playbackUrl: string | null }>(
      `/customer/v1/get/videos/${videoId}`,
      { as: AMARA, world, now: readyAt },
    );
    expect(notHers.body).toMatchObject({ purchased: false, playbackUrl: null });
    // Its replays are not for sale: discovery does not offer it.
    const discovered = await call<{ content: { id: string }[] }>(
      '/class/web/discover-classes?isLive=false&page=0&size=100',
      { world, now: readyAt },
    );
    expect(discovered.body.content.map(({ id: classId }) => classId)).not.toContain(videoId);
  });

  it('no replay of a session nobody joined, nor of one held while its class was not recorded', async () => {
    const unjoined = 'replays nobody joined';
    expect((await record(unjoined, true)).status).toBe(200);
    expect((await book(unjoined, await sessionAt(unjoined, start))).status).toBe(201);
    expect(await customerReplays(unjoined, CUSTOMER, end + PROCESSING_TIME)).toEqual([]);

    // Recording turned on after the session was held applies from the next one.
    const unrecorded = 'replays not recorded';
    expect((await book(unrecorded, await sessionAt(unrecorded, start))).status).toBe(201);
    await join(unrecorded, CUSTOMER, start + 2 * MINUTE);
    expect(await customerReplays(unrecorded, CUSTOMER, start + 3 * MINUTE)).toEqual([]);
    expect((await record(unrecorded, true)).status).toBe(200);
    expect(await customerReplays(unrecorded, CUSTOMER, end + PROCESSING_TIME)).toEqual([]);
    expect(await classReplays(unrecorded, end + PROCESSING_TIME)).toEqual([]);
  });
});
