import { proxy } from 'valtio/vanilla';
import { persist, readSlice } from '../lib/storage/persist';

/** What the identity service returns on sign-in and sign-up. */
export interface CurrentUser {
  idToken: string;
  refreshToken: string;
  localId: string;
  expiresIn: string;
}

/** A signed-in customer's session as this browser keeps it (persisted, shared by tabs). */
export interface CustomerSession {
  currentUser: CurrentUser | null;
  isFetching: boolean;
  error: boolean;
  isAuthenticated: boolean;
  firebaseToken: string | null;
  onboardingDone: boolean;
  /** Epoch milliseconds at which the idToken expires. */
  expiresAt: number | null;
  /** First name from the profile read after sign-in, for the header. */
  firstName: string | null;
  /** The product API's id for this person (`cu_…`, `tr_…`), from the profile read after sign-in. */
  profileId: string | null;
  /** Epoch milliseconds at which a customer session ends (1 hour after login or sign-up); null for none. */
  logoutAt: number | null;
}

/** The trainer session: the customer's fields plus onboardingDoneTrainer and classes. */
export interface TrainerSession extends CustomerSession {
  onboardingDoneTrainer: boolean;
  classes: string[];
}

const signedOut: CustomerSession = Object.freeze({
  currentUser: null,
  isFetching: false,
  error: false,
  isAuthenticated: false,
  firebaseToken: null,
  onboardingDone: false,
  expiresAt: null,
  firstName: null,
  profileId: null,
  logoutAt: null,
});

export const initialCustomerSession = (): CustomerSession => ({ ...signedOut });
export const initialTrainerSession = (): TrainerSession => ({
  ...signedOut,
  onboardingDoneTrainer: false,
  classes: [],
});

export const customerSession = proxy<CustomerSession>(initialCustomerSession());
export const trainerSession = proxy<TrainerSession>(initialTrainerSession());

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isCurrentUser(value: unknown): value is CurrentUser {
  return (
    isRecord(value) &&
    ['idToken', 'refreshToken', 'localId', 'expiresIn'].every((key) => typeof value[key] === 'string')
  );
}

/** Accepts a persisted session only when it is whole; in-flight flags never survive a reload. */
function acceptSession(value: unknown): Partial<TrainerSession> | undefined {
  if (!isRecord(value)) return undefined;
  const currentUser = isCurrentUser(value.currentUser) ? value.currentUser : null;
  const signedIn = currentUser !== null && value.isAuthenticated === true;
  if (!signedIn) return undefined;
  return {
    currentUser,
    isAuthenticated: true,
    isFetching: false,
    error: false,
    firebaseToken: typeof value.firebaseToken === 'string' ? value.firebaseToken : null,
    onboardingDone: value.onboardingDone === true,
    expiresAt: typeof value.expiresAt === 'number' ? value.expiresAt : null,
    firstName: typeof value.firstName === 'string' ? value.firstName : null,
    profileId: typeof value.profileId === 'string' ? value.profileId : null,
    logoutAt: typeof value.logoutAt === 'number' ? value.logoutAt : null,
    ...(typeof value.onboardingDoneTrainer === 'boolean' ? { onboardingDoneTrainer: value.onboardingDoneTrainer } : {}),
    ...(Array.isArray(value.classes)
      ? { classes: value.classes.filter((id): id is string => typeof id === 'string') }
      : {}),
  };
}

persist('customer', customerSession, acceptSession);
persist('trainer', trainerSession, acceptSession);

/**
 * A session's tokens as this browser keeps them now, which another tab may have just renewed; none
 * when what is kept is not a whole signed-in session.
 */
export function storedTokens(
  role: 'customer' | 'trainer',
): Pick<CustomerSession, 'currentUser' | 'expiresAt'> | undefined {
  const kept = acceptSession(readSlice(role));
  return kept?.currentUser ? { currentUser: kept.currentUser, expiresAt: kept.expiresAt ?? null } : undefined;
}

/** Why this browser's session ended without its owner asking (shown on the role's login page); not kept. */
export const sessionNotice = proxy<{ ended: 'customer' | 'trainer' | null }>({ ended: null });
