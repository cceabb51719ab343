import { useCallback, useEffect, useState } from 'react';
import { mediaFailure, type RoomFailure } from './machine';

export interface MediaChoice {
  cameraId: string | null;
  microphoneId: string | null;
}

export interface Devices {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
}

const constraint = (id: string | null): MediaTrackConstraints | boolean => (id ? { deviceId: { exact: id } } : true);

const stopAll = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/** No such device: what is missing may be one kind only. */
const isMissing = (error: unknown) =>
  error instanceof DOMException && (error.name === 'NotFoundError' || error.name === 'OverconstrainedError');

/**
 * The camera and microphone together, or, when one of them is missing, the other alone (someone
 * without a webcam still joins by voice; without a microphone, by picture).
 */
export async function openMedia(choice: MediaChoice): Promise<MediaStream> {
  const video = constraint(choice.cameraId);
  const audio = constraint(choice.microphoneId);
  try {
    return await navigator.mediaDevices.getUserMedia({ video, audio });
  } catch (error) {
    if (!isMissing(error)) throw error;
    return navigator.mediaDevices
      .getUserMedia({ audio })
      .catch((second: unknown) =>
        isMissing(second) ? navigator.mediaDevices.getUserMedia({ video }) : Promise.reject(second),
      )
      .catch(() => Promise.reject(error));
  }
}

const listDevices = async (): Promise<Devices> => {
  const all = await navigator.mediaDevices.enumerateDevices();
  return {
    cameras: all.filter((device) => device.kind === 'videoinput'),
    microphones: all.filter((device) => device.kind === 'audioinput'),
  };
};

/** A picked device that is no longer connected is forgotten: the default one opens instead. */
const stillThere = (choice: MediaChoice, devices: Devices): MediaChoice => {
  const has = (list: MediaDeviceInfo[], id: string | null) =>
    id === null || list.some((device) => device.deviceId === id);
  const cameraId = has(devices.cameras, choice.cameraId) ? choice.cameraId : null;
  const microphoneId = has(devices.microphones, choice.microphoneId) ? choice.microphoneId : null;
  return cameraId === choice.cameraId && microphoneId === choice.microphoneId ? choice : { cameraId, microphoneId };
};

/**
 * The camera and microphone of someone who is seen, before joining and in the room: opens them
 * (again when a device is picked, and the default one when a picked device is unplugged), lists
 * the devices once permission is given, and says why it failed (denied, no device, device in use).
 * A track that ends (a camera unplugged, a permission taken back) is reported in `lost` and the
 * media opens again without the device that went, so the room sends the new media. The stream is
 * stopped when the component goes away; nothing opens while `enabled` is false.
 */
export function usePreview(enabled = true) {
  const [choice, setChoice] = useState<MediaChoice>({ cameraId: null, microphoneId: null });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failure, setFailure] = useState<RoomFailure | null>(null);
  const [devices, setDevices] = useState<Devices>({ cameras: [], microphones: [] });
  const [lost, setLost] = useState<'audio' | 'video' | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let opened: MediaStream | null = null;
    let cancelled = false;
    const ended = (event: Event) => {
      if (cancelled) return;
      const { kind } = event.target as MediaStreamTrack;
      setLost(kind === 'video' ? 'video' : 'audio');
      // The device that stopped may be gone: open the default one of that kind.
      setChoice((current) => (kind === 'video' ? { ...current, cameraId: null } : { ...current, microphoneId: null }));
      setAttempt((count) => count + 1);
    };
    openMedia(choice)
      .then(async (media) => {
        if (cancelled) return stopAll(media);
        opened = media;
        media.getTracks().forEach((track) => track.addEventListener('ended', ended));
        setStream(media);
        setFailure(null);
        const listed = await listDevices();
        if (!cancelled) setDevices(listed);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setStream(null);
        setFailure(mediaFailure(error));
        // What is connected, to pick another device (labels come once permission was given).
        listDevices().then(setDevices, (reason: unknown) => console.warn('The devices were not listed.', reason));
      });
    return () => {
      cancelled = true;
      opened?.getTracks().forEach((track) => track.removeEventListener('ended', ended));
      stopAll(opened);
    };
  }, [enabled, choice, attempt]);

  // A device plugged in or out: list again, and forget a picked one that went.
  useEffect(() => {
    if (!enabled) return;
    const changed = () => {
      listDevices().then(
        (listed) => {
          setDevices(listed);
          setChoice((current) => stillThere(current, listed));
        },
        (error: unknown) => console.warn('The devices were not listed.', error),
      );
    };
    navigator.mediaDevices.addEventListener('devicechange', changed);
    return () => navigator.mediaDevices.removeEventListener('devicechange', changed);
  }, [enabled]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const choose = useCallback((next: MediaChoice) => {
    setLost(null);
    setChoice(next);
  }, []);
  const dismissLost = useCallback(() => setLost(null), []);
  return { stream, failure, devices, choice, choose, retry, lost, dismissLost };
}

export type Preview = ReturnType<typeof usePreview>;

/** The microphone's loudness, 0 to 1, sampled ten times a second while `track` is live. */
export function useMicLevel(track: MediaStreamTrack | undefined): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!track) return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 256;
    context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let peak = 0;
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128));
      setLevel(track.enabled ? Math.min(1, peak / 64) : 0);
    }, 100);
    return () => {
      clearInterval(timer);
      void context.close();
    };
  }, [track]);
  return level;
}
