import { readEntry, writeEntry } from '../lib/storage/persist';

/**
 * The last answers of the screens a person reads offline (a customer's upcoming bookings, a
 * trainer's today), kept in this browser for ONE account at a time:
 *
 * - only an answer that came (a success): a refusal (401, 403), a failure or no answer is never kept;
 * - under its owner (role and the product API's id): keeping an answer for another account first
 *   forgets everything of the last one, and an answer is read back only by its owner;
 * - forgotten on sign-out (`forgetAnswers`, from the entry's sign-out listener).
 *
 * Nothing of it goes to the service worker's caches, which hold the app's own files only.
 */
export interface Owner {
  role: 'customer' | 'trainer';
  id: string;
}

/** The screens whose last answer is kept. */
export type AnswerName = 'customer-upcoming' | 'trainer-sessions';

/** An answer as it was kept: its data and when it arrived (epoch milliseconds). */
export interface KeptAnswer {
  at: number;
  data: unknown;
}

interface Kept {
  owner: Owner;
  answers: Partial<Record<AnswerName, KeptAnswer>>;
}

const sameOwner = (a: Owner, b: Owner) => a.role === b.role && a.id === b.id;

function readKept(): Kept | undefined {
  const value = readEntry('offlineAnswers') as Partial<Kept> | undefined;
  const owner = value?.owner;
  if (!owner || typeof owner.id !== 'string' || (owner.role !== 'customer' && owner.role !== 'trainer')) return;
  return { owner, answers: typeof value.answers === 'object' && value.answers !== null ? value.answers : {} };
}

/** Keeps `owner`'s answer for `name`; another account's answers are forgotten first. */
export function keepAnswer(owner: Owner, name: AnswerName, answer: KeptAnswer) {
  const kept = readKept();
  const answers = kept && sameOwner(kept.owner, owner) ? kept.answers : {};
  writeEntry('offlineAnswers', { owner: { role: owner.role, id: owner.id }, answers: { ...answers, [name]: answer } });
}

/** `owner`'s last answer for `name`, or undefined (none kept, or kept for another account). */
export function keptAnswer(owner: Owner, name: AnswerName): KeptAnswer | undefined {
  const kept = readKept();
  if (!kept || !sameOwner(kept.owner, owner)) return undefined;
  const answer = kept.answers[name];
  return answer && typeof answer.at === 'number' && 'data' in answer ? answer : undefined;
}

/** Forgets every kept answer (sign-out). */
export function forgetAnswers() {
  writeEntry('offlineAnswers', undefined);
}
