/**
 * A recorded class's uploaded video in the offline world: the upload answers PROCESSING, and reading
 * it back answers PROCESSING until a processing time after the upload, READY after; only the class's
 * own trainer reads it, and a class with no video yet answers the contract's 404.
 */
import { describe, expect, it } from 'vitest';
import { PROCESSING_TIME } from './world/replays.mjs';
import { MINUTE, mocks, token, TRAINER } from './harness';

const { call } = mocks();

/** Shadowbox Conditioning's trainer: another trainer than Priya. */
const TOMASZ = token('uid_tomasz');

/** A new recorded class of Priya's in `world`, without a video: its id. */
async function recordedClass(world: string) {
  const { body } = await call<{ id: string }>('/class', {
    method: 'POST',
    as: TRAINER,
    world,
    form: {
      title: 'Morning Mobility',
      description: 'Twenty minutes to loosen hips and shoulders.',
      category: 'Yoga',
      difficulty: 'BEGINNER',
      isLive: false,
      startDate: new Date(Date.now() + 24 * 60 * MINUTE).toISOString(),
      durationMinutes: 20,
      price: 900,
      sessionType: 'SINGLE',
    },
  });
  return body.id;
}

/** Uploads `file` as the video of `classId` in `world` at `now`. */
function upload(world: string, classId: string, file: File, now: number) {
  return call(`/class/${classId}/video`, { method: 'PUT', as: TRAINER, world, now, form: { file } });
}

describe('a recorded class’s video', () => {
  it('is processing once uploaded, and ready a processing time after its upload', async () => {
    const world = 'class-video';
    const classId = await recordedClass(world);
    const uploadedAt = Date.now();
    const file = new File([new Uint8Array(2048)], 'mobility.mp4', { type: 'video/mp4' });
    const uploaded = await upload(world, classId, file, uploadedAt);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ classId, fileName: 'mobility.mp4', sizeBytes: 2048, status: 'PROCESSING' });
    const read = (now: number) => call(`/class/${classId}/video`, { as: TRAINER, world, now });
    expect((await read(uploadedAt + MINUTE)).body).toEqual(uploaded.body);
    expect((await read(uploadedAt + PROCESSING_TIME - MINUTE)).body).toMatchObject({ status: 'PROCESSING' });
    expect((await read(uploadedAt + PROCESSING_TIME)).body).toEqual({ ...uploaded.body, status: 'READY' });
    // A new upload replaces it, processing again.
    const again = new File([new Uint8Array(4096)], 'mobility-2.mp4', { type: 'video/mp4' });
    await upload(world, classId, again, uploadedAt + PROCESSING_TIME + MINUTE);
    expect((await read(uploadedAt + PROCESSING_TIME + 2 * MINUTE)).body).toMatchObject({
      fileName: 'mobility-2.mp4',
      sizeBytes: 4096,
      status: 'PROCESSING',
    });
  });

  it('is none before any upload: the contract’s 404', async () => {
    const world = 'class-video-none';
    const classId = await recordedClass(world);
    const { status, body } = await call(`/class/${classId}/video`, { as: TRAINER, world });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'NO_VIDEO' });
  });

  it('is its own trainer’s to read: another trainer is refused', async () => {
    const world = 'class-video-theirs';
    const classId = await recordedClass(world);
    const file = new File([new Uint8Array(1024)], 'mobility.mp4', { type: 'video/mp4' });
    await upload(world, classId, file, Date.now());
    expect((await call(`/class/${classId}/video`, { as: TOMASZ, world })).status).toBe(403);
  });

  it('of a recorded class customers can already buy is ready', async () => {
    const { status, body } = await call('/class/cl_2009/video', { as: TRAINER });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      classId: 'cl_2009',
      fileName: 'breathwork-for-better-sleep.mp4',
      sizeBytes: 214958080,
      status: 'READY',
    });
  });
});
