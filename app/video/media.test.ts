import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openMedia, usePreview } from './media';

/** A camera or microphone track: `ended` when its device goes, as in browsers. */
class FakeTrack extends EventTarget {
  readyState = 'live';
  constructor(
    readonly kind: 'audio' | 'video',
    readonly deviceId: string,
  ) {
    super();
  }
  stop() {
    this.readyState = 'ended';
  }
  getSettings() {
    return { deviceId: this.deviceId };
  }
}

const stream = (tracks: FakeTrack[]) =>
  ({
    getTracks: () => tracks,
    getVideoTracks: () => tracks.filter((track) => track.kind === 'video'),
    getAudioTracks: () => tracks.filter((track) => track.kind === 'audio'),
  }) as unknown as MediaStream;

const missing = () => new DOMException('Requested device not found', 'NotFoundError');

/** The browser's devices: which are connected, and what getUserMedia was asked. */
let connected: { kind: 'videoinput' | 'audioinput'; deviceId: string }[] = [];
const asked: MediaStreamConstraints[] = [];
const devices = new EventTarget();

const getUserMedia = vi.fn((constraints: MediaStreamConstraints) => {
  asked.push(constraints);
  const open = (kind: 'video' | 'audio') => {
    const wanted = constraints[kind];
    if (!wanted) return [];
    const input = kind === 'video' ? 'videoinput' : 'audioinput';
    const exact = typeof wanted === 'object' ? (wanted.deviceId as { exact: string }).exact : null;
    const device = connected.find((one) => one.kind === input && (exact === null || one.deviceId === exact));
    if (!device) throw missing();
    return [new FakeTrack(kind, device.deviceId)];
  };
  try {
    return Promise.resolve(stream([...open('video'), ...open('audio')]));
  } catch (error) {
    return Promise.reject(error as Error);
  }
});

beforeEach(() => {
  connected = [
    { kind: 'videoinput', deviceId: 'camera-1' },
    { kind: 'videoinput', deviceId: 'camera-2' },
    { kind: 'audioinput', deviceId: 'mic-1' },
  ];
  asked.length = 0;
  vi.stubGlobal('navigator', {
    mediaDevices: Object.assign(devices, {
      getUserMedia,
      enumerateDevices: () => Promise.resolve(connected.map((device) => ({ ...device, label: device.deviceId }))),
    }),
  });
  vi.stubGlobal('MediaStream', class {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const kinds = (media: MediaStream | null) => media?.getTracks().map((track) => track.kind);

describe('openMedia', () => {
  it('opens a microphone alone when there is no camera, and a camera alone when there is no microphone', async () => {
    connected = [{ kind: 'audioinput', deviceId: 'mic-1' }];
    expect(kinds(await openMedia({ cameraId: null, microphoneId: null }))).toEqual(['audio']);
    connected = [{ kind: 'videoinput', deviceId: 'camera-1' }];
    expect(kinds(await openMedia({ cameraId: null, microphoneId: null }))).toEqual(['video']);
    connected = [];
    await expect(openMedia({ cameraId: null, microphoneId: null })).rejects.toMatchObject({ name: 'NotFoundError' });
  });
});

describe('usePreview', () => {
  it('reports a camera that ends (unplugged) and opens the default camera in its place', async () => {
    const { result } = renderHook(() => usePreview());
    await waitFor(() => expect(result.current.devices.cameras).toHaveLength(2));
    act(() => result.current.choose({ cameraId: 'camera-2', microphoneId: null }));
    await waitFor(() => expect(result.current.stream?.getVideoTracks()[0]?.getSettings().deviceId).toBe('camera-2'));
    const before = result.current.stream;

    connected = connected.filter((device) => device.deviceId !== 'camera-2');
    act(() => void before?.getVideoTracks()[0]?.dispatchEvent(new Event('ended')));
    expect(result.current.lost).toBe('video');
    await waitFor(() => expect(result.current.stream).not.toBe(before));
    expect(result.current.stream?.getVideoTracks()[0]?.getSettings().deviceId).toBe('camera-1');
    expect(result.current.choice.cameraId).toBeNull();
    expect(result.current.failure).toBeNull();
  });

  it('forgets a picked device that is unplugged, and opens the default one', async () => {
    const { result } = renderHook(() => usePreview());
    await waitFor(() => expect(result.current.devices.cameras).toHaveLength(2));
    act(() => result.current.choose({ cameraId: 'camera-2', microphoneId: 'mic-1' }));
    await waitFor(() => expect(result.current.stream?.getVideoTracks()[0]?.getSettings().deviceId).toBe('camera-2'));

    connected = connected.filter((device) => device.deviceId !== 'camera-2');
    act(() => void devices.dispatchEvent(new Event('devicechange')));
    await waitFor(() => expect(result.current.choice).toEqual({ cameraId: null, microphoneId: 'mic-1' }));
    await waitFor(() => expect(result.current.stream?.getVideoTracks()[0]?.getSettings().deviceId).toBe('camera-1'));
    expect(result.current.devices.cameras.map((camera) => camera.deviceId)).toEqual(['camera-1']);
  });

  it('lists what is connected when opening fails, so another device can be picked', async () => {
    connected = [];
    const { result } = renderHook(() => usePreview());
    await waitFor(() => expect(result.current.failure).toBe('no-device'));
    connected = [{ kind: 'audioinput', deviceId: 'mic-9' }];
    act(() => result.current.retry());
    await waitFor(() => expect(kinds(result.current.stream)).toEqual(['audio']));
    expect(result.current.failure).toBeNull();
  });
});
