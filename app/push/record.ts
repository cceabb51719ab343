import type { Role } from '../session/session';

/** A push token is sent to the API again when it is older than this (7 days). */
export const TOKEN_REFRESH_MS = 604_800_000;

/** Where this browser keeps its push record (one person at a time: the one who turned push on). */
export const PUSH_RECORD_KEY = 'kinetic-push';
/** The signed-in customer's push token, as the product has always kept it. */
export const CUSTOMER_TOKEN_KEY = 'CustomerToken';

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
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PUSH_RECORD_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null || !isOwner((value as PushRecord).owner)) return null;
    const { owner, token, createTime } = value as PushRecord;
    return {
      owner: { role: owner.role, id: owner.id },
      token: typeof token === 'string' ? token : null,
      createTime: typeof createTime === 'number' && Number.isFinite(createTime) ? createTime : null,
    };
  } catch {
    return null;
  }
}

/** Push is on here for this person. */
export const isOn = (record: PushRecord | null, owner: PushOwner): record is PushRecord =>
  record !== null && record.owner.role === owner.role && record.owner.id === owner.id;

export function writeRecord(record: PushRecord) {
  localStorage.setItem(PUSH_RECORD_KEY, JSON.stringify(record));
  if (record.owner.role === 'customer' && record.token) localStorage.setItem(CUSTOMER_TOKEN_KEY, record.token);
  else localStorage.removeItem(CUSTOMER_TOKEN_KEY);
}

/** Push is off here: the record and the customer's token go. */
export function clearRecord() {
  localStorage.removeItem(PUSH_RECORD_KEY);
  localStorage.removeItem(CUSTOMER_TOKEN_KEY);
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
