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

/**
 * The pre-join camera and microphone: opens them (again when a device is picked), lists the
 * devices once permission is given, and says why it failed (denied, no device, device in use).
 * The stream is stopped when the component goes away; nothing opens while `enabled` is false.
 */
export function usePreview(enabled = true) {
  const [choice, setChoice] = useState<MediaChoice>({ cameraId: null, microphoneId: null });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failure, setFailure] = useState<RoomFailure | null>(null);
  const [devices, setDevices] = useState<Devices>({ cameras: [], microphones: [] });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let opened: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: constraint(choice.cameraId), audio: constraint(choice.microphoneId) })
      .then(async (media) => {
        if (cancelled) return stopAll(media);
        opened = media;
        setStream(media);
        setFailure(null);
        const all = await navigator.mediaDevices.enumerateDevices();
        setDevices({
          cameras: all.filter((device) => device.kind === 'videoinput'),
          microphones: all.filter((device) => device.kind === 'audioinput'),
        });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setStream(null);
        setFailure(mediaFailure(error));
      });
    return () => {
      cancelled = true;
      stopAll(opened);
    };
  }, [enabled, choice, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { stream, failure, devices, choice, choose: setChoice, retry };
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
