import { apiClient, dataOrThrow } from '@/sdk';
import { registerWorker } from '../offline/register';
import { clearRecord, isOn, readRecord, tokenAction, writeRecord, type PushOwner, type PushRecord } from './record';
import { browserToken, deleteBrowserToken, isLocalToken, pushMode } from './tokens';

/** Why push is not on, in the product's own words. */
export type PushProblem =
  | 'permission-default'
  | 'permission-blocked'
  | 'unsupported-browser'
  | 'worker-registration-failed'
  | 'token-subscribe-failed'
  | 'token-update-failed'
  | 'token-unsubscribe-failed';

/** Where push stands for the signed-in person on this browser. */
export type PushState = { on: boolean; problem: PushProblem | null };

/**
 * Notifications, service workers and push are all needed, and a push mode (see `pushMode`); without
 * one of them push is unsupported.
 */
export const canPush = () =>
  pushMode !== 'off' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

/** A local-mode token goes only to the mock: to any other API it would be a token nothing can reach. */
const mayStore = (token: string) => !isLocalToken(token) || pushMode === 'local';

function pushSupported(): boolean {
  const supported = canPush();
  if (!supported && pushMode !== 'off')
    console.error('unsupported-browser: notifications, service workers or push are missing.');
  return supported;
}

/** A registration the browser refused, told apart from a token that could not be had. */
class WorkerRegistrationFailed extends Error {}

/** This browser's push token for Kinetic's service worker, registering the worker if need be. */
async function workerToken(): Promise<string> {
  const worker = await registerWorker().catch((error: unknown) => {
    throw new WorkerRegistrationFailed('The service worker could not be registered.', { cause: error });
  });
  return browserToken(worker);
}

/** The problem a failed `workerToken` is, logged. */
function tokenProblem(error: unknown, otherwise: PushProblem): PushProblem {
  const problem = error instanceof WorkerRegistrationFailed ? 'worker-registration-failed' : otherwise;
  console.error(problem, error);
  return problem;
}

/** Stores the token at the product API; a failure is logged and the next visit tries again. */
async function sendToken(owner: PushOwner, token: string, now: number): Promise<void> {
  if (!mayStore(token)) throw new Error('A local push token is sent only to the mock.');
  const query = { fcmToken: token, tokenType: 'web' } as const;
  const stored = await dataOrThrow(
    owner.role === 'customer'
      ? apiClient.PUT('/customer/v1/update/fcm-token', { params: { query } })
      : apiClient.PUT('/trainer/update/fcmToken/{trainerId}', { params: { path: { trainerId: owner.id }, query } }),
  ).then(
    () => true,
    (error: unknown) => {
      console.error(error);
      return false;
    },
  );
  writeRecord({ owner, token, createTime: stored ? now : null });
}

/**
 * The switch turned on (a person's click, never a page load): asks the browser's permission, gets
 * the token for the service worker and stores it at the API. Push stays on when only the API call
 * failed: it is sent again on the next visit.
 */
export async function turnOn(owner: PushOwner, now = Date.now()): Promise<PushState> {
  if (!pushSupported()) return { on: false, problem: 'unsupported-browser' };
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { on: false, problem: 'permission-blocked' };
  if (permission !== 'granted') return { on: false, problem: 'permission-default' };
  let token: string;
  try {
    token = await workerToken();
  } catch (error) {
    return { on: false, problem: tokenProblem(error, 'token-subscribe-failed') };
  }
  await sendToken(owner, token, now);
  return { on: true, problem: null };
}

/**
 * A visit with push on: the token is sent again when the API has not stored it yet, when it changed
 * (a new push subscription) or when it is older than 7 days. Nothing here blocks the page.
 */
export async function refreshToken(owner: PushOwner, now = Date.now()): Promise<PushState> {
  const record = readRecord();
  if (!isOn(record, owner)) return { on: false, problem: null };
  if (!pushSupported()) return { on: false, problem: 'unsupported-browser' };
  if (Notification.permission === 'denied') return { on: false, problem: 'permission-blocked' };
  if (Notification.permission === 'default') return { on: false, problem: null };
  try {
    const token = await workerToken();
    if (tokenAction(record, token, now) !== 'none') await sendToken(owner, token, now);
    return { on: true, problem: null };
  } catch (error) {
    return { on: true, problem: tokenProblem(error, 'token-update-failed') };
  }
}

/**
 * Tells the API to forget `record`'s token, so it sends nothing more to it; `idToken` signs the call
 * when the session is already gone (logout). A failure is only logged: the token is deleted at the
 * push service too, so whatever the API still sends to it goes nowhere.
 */
export async function forgetAtApi(record: PushRecord, idToken?: string): Promise<void> {
  const { owner, token } = record;
  if (!token || !mayStore(token)) return;
  const query = { fcmToken: token };
  const headers = idToken ? { Authorization: `Bearer ${idToken}` } : undefined;
  const forgotten = await dataOrThrow(
    owner.role === 'customer'
      ? apiClient.DELETE('/customer/v1/update/fcm-token', { params: { query }, headers })
      : apiClient.DELETE('/trainer/update/fcmToken/{trainerId}', {
          params: { path: { trainerId: owner.id }, query },
          headers,
        }),
  ).then(
    () => true,
    () => false,
  );
  if (!forgotten) console.warn('token-forget-failed: the API may keep this browser’s push token.');
}

/**
 * The switch turned off: the token is deleted, the API forgets it, then push is off on this browser.
 * When the token cannot be deleted push stays on, and the API keeps the token that still works.
 */
export async function turnOff(): Promise<PushState> {
  const record = readRecord();
  try {
    await deleteBrowserToken();
  } catch (error) {
    console.error('token-unsubscribe-failed', error);
    return { on: true, problem: 'token-unsubscribe-failed' };
  }
  if (record) await forgetAtApi(record);
  clearRecord();
  return { on: false, problem: null };
}
