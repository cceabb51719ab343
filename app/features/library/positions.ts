import { readEntry, writeEntry } from '@/app/lib/storage/persist';

/**
 * Where each on-demand video was left, kept in this browser (the `videoPositions` entry of the
 * persisted state: playback places are not session state, and stay after logging out). Seconds,
 * per video id.
 */

/** A place this close to either end is not offered as a resume point. */
const MARGIN_SECONDS = 5;

function readAll(): Record<string, number> {
  const value = readEntry('videoPositions');
  return typeof value === 'object' && value !== null ? (value as Record<string, number>) : {};
}

function writeAll(positions: Record<string, number>) {
  writeEntry('videoPositions', positions);
}

/** The place to offer resuming `videoId` from, or null (never watched, barely started, or finished). */
export function savedPosition(videoId: string): number | null {
  const seconds = readAll()[videoId];
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= MARGIN_SECONDS ? seconds : null;
}

/** Keeps where `videoId` is now; near the end counts as finished and forgets the place. */
export function savePosition(videoId: string, seconds: number, duration: number) {
  const positions = readAll();
  if (Number.isFinite(duration) && seconds >= duration - MARGIN_SECONDS) delete positions[videoId];
  else positions[videoId] = Math.floor(seconds);
  writeAll(positions);
}

export function forgetPosition(videoId: string) {
  const positions = readAll();
  delete positions[videoId];
  writeAll(positions);
}
