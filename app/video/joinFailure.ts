import type { Schema } from '@/sdk';
import { VideoFailure } from './provider';

/** Why a join failed, as the room reports it (`reportJoinFailure`). */
export type JoinFailureReason = Schema<'JoinFailureReport'>['reason'];

/** A failed join as the room reports it: the channel its token named, and which step failed. */
export interface JoinFailureReport {
  channelName: string;
  reason: JoinFailureReason;
}

/**
 * The reason a failed join is reported with, or null when it is no failed join in the backend's
 * sense (the contract's `reportJoinFailure`). Only the provider's failures, past the token, are:
 * the video service refused the token (TOKEN_REFUSED); its code did not load, or its join failed
 * otherwise (VIDEO_SERVICE_UNREACHABLE); it let the room in but did not take the camera and
 * microphone (DEVICES_REFUSED); a token without its app id (OTHER). The token call's failures are
 * not (no channel yet; a 401 or 403 is the person's sign-in or booking), nor a camera or
 * microphone refused, missing or busy, which the pre-join screen settles before any join.
 */
export function joinFailureReason(error: unknown): JoinFailureReason | null {
  if (!(error instanceof VideoFailure)) return null;
  switch (error.reason) {
    case 'join-failed':
      return error.tokenRefused ? 'TOKEN_REFUSED' : 'VIDEO_SERVICE_UNREACHABLE';
    case 'sdk-missing':
      return 'VIDEO_SERVICE_UNREACHABLE';
    case 'publish-failed':
      return 'DEVICES_REFUSED';
    case 'not-set-up':
      return 'OTHER';
  }
}
