import { keepCustomerToken, readEntry, writeEntry } from '../lib/storage/persist';
import type { Role } from '../session/session';

/** A push token is sent to the API again when it is older than this (7 days). */
export const TOKEN_REFRESH_MS = 604_800_000;

/** Who the notifications are for. */
export interface PushOwner {
  role: Role;
  /** The product API's id (`cu_…`, `tr_…`). */
  id: string;
}

/**
 * This browser's push switch for one person: on while the record exists. `token` is the last token
 * the browser got; `createTime` is when the API last stored it (null while it has not: the next
 * visit tries again).
 */
export interface PushRecord {
  owner: PushOwner;
  token: string | null;
  createTime: number | null;
}

const isOwner = (value: unknown): value is PushOwner =>
  typeof value === 'object' &&
  value !== null &&
  ((value as PushOwner).role === 'customer' || (value as PushOwner).role === 'trainer') &&
  typeof (value as PushOwner).id === 'string';

/** The stored record, or null when push is off here (or the stored value is unreadable). */
export function readRecord(): PushRecord | null {
  const value = readEntry('pushRecord');
  if (typeof value !== 'object' || value === null || !isOwner((value as PushRecord).owner)) return null;
  const { owner, token, createTime } = value as PushRecord;
  return {
    owner: { role: owner.role, id: owner.id },
    token: typeof token === 'string' ? token : null,
    createTime: typeof createTime === 'number' && Number.isFinite(createTime) ? createTime : null,
  };
}

/** Push is on here for this person. */
export const isOn = (record: PushRecord | null, owner: PushOwner): record is PushRecord =>
  record !== null && record.owner.role === owner.role && record.owner.id === owner.id;

export function writeRecord(record: PushRecord) {
  writeEntry('pushRecord', record);
  keepCustomerToken(record.owner.role === 'customer' ? record.token : null);
}

/** Push is off here: the record and the customer's token go. */
export function clearRecord() {
  writeEntry('pushRecord', undefined);
  keepCustomerToken(null);
}

/**
 * What to do with the token the browser has now, given the record:
 * - `subscribe`: the API has never stored a token from here (or the last attempt failed);
 * - `replace`: the token changed (a new push subscription), so the new one is sent;
 * - `update`: the stored token is older than 7 days, so it is sent again;
 * - `none`: the API has this token and it is fresh.
 */
export function tokenAction(
  record: PushRecord,
  token: string,
  now: number,
): 'subscribe' | 'replace' | 'update' | 'none' {
  if (record.token === null || record.createTime === null) return 'subscribe';
  if (record.token !== token) return 'replace';
  if (now - record.createTime > TOKEN_REFRESH_MS) return 'update';
  return 'none';
}
