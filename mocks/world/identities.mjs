// @ts-check
// Identities: who signs in (the examples' people, and the accounts that sign up or are met by a real
// identity service's token), their passwords and codes, their customer profiles and onboarding, and
// what each chose to be told.
import { OLIVIA, example, iso, at, byId, edit, notTheCustomer, overlay, write } from './records.mjs';

/** @typedef {import('./records.mjs').World} World @typedef {import('./records.mjs').Person} Person */
/** @typedef {import('./records.mjs').Item} Item @typedef {import('./records.mjs').Route} Route */

/** The sign-in each identity token stands for (the `sub` of the example tokens). */
/** @type {Record<string, Person>} */
const PEOPLE = {
  uid_olivia: { role: 'CUSTOMER', profile: 'customer', id: 'cu_3001', localId: 'uid_olivia01' },
  uid_priya: { role: 'TRAINER', profile: 'trainer', id: 'tr_1003', localId: 'uid_priya01' },
  uid_newmember: { role: 'CUSTOMER', profile: 'newCustomer', id: 'cu_3001', localId: 'uid_newmember01' },
  // Signed in only by the API (no sign-in of theirs is in the examples): a customer booked on
  // Shadowbox Conditioning, and the trainer whose class it is.
  uid_amara: { role: 'CUSTOMER', profile: 'customer', id: 'cu_3104', localId: 'uid_amara01' },
  uid_tomasz: { role: 'TRAINER', profile: 'trainer', id: 'tr_1004', localId: 'uid_tomasz01' },
};
/**
 * An identity token for `sub`, shaped as the examples' (the world reads only its `sub`).
 * @param {string} sub
 */
const idToken = (sub) =>
  `eyJhbGciOiJSUzI1NiIsImtpZCI6ImtpbmV0aWMtbW9jayJ9.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.c2lnbmF0dXJl`;
/**
 * The tokens of a world's account, as a sign-in or a sign-up answers them.
 * @param {{ email: string, localId: string }} account
 */
const signedIn = (account) => ({
  email: account.email,
  localId: account.localId,
  idToken: idToken(account.localId),
  refreshToken: `AMf-vBx-${account.localId}-refresh-token`,
});
/** The `sub` a refresh token was given to: a sign-up's carries it, the examples' carry a name. */
const refreshed = (token = '') => {
  const name = /^AMf-vBx-(.+)-refresh-token$/.exec(token)?.[1] ?? '';
  return name.startsWith('uid_') ? name : `uid_${name.replace(/-/g, '')}`;
};
/**
 * The identity example each email signs in as (any other email signs in as the customer).
 * @type {Record<string, string>}
 */
const SIGN_INS = { 'priya.sharma@example.com': 'trainer' };

/**
 * The claims of a request's bearer token (its `sub`, and the `email` a real identity service's carry), if it has any.
 * @param {{ authorization?: string }} headers
 * @returns {{ sub: string, email?: unknown } | undefined}
 */
function claimsOf(headers) {
  const token = /^Bearer\s+[^.]+\.([^.]+)\./i.exec(headers.authorization ?? '')?.[1];
  if (!token) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    return typeof claims?.sub === 'string' && claims.sub ? claims : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Who a request's bearer token belongs to: an example's person, one who signed up, or one the
 * identity service signed in whom the world has not met (a real identity service's account, e.g.
 * the Firebase Auth emulator's), who becomes a new account as a sign-up does, from the page that
 * sent the request. An account follows its token's email, which the identity service may change.
 * @param {World} world
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {Person | undefined}
 */
export function person(world, headers, now = Date.now()) {
  const claims = claimsOf(headers);
  if (!claims) return undefined;
  if (Object.hasOwn(PEOPLE, claims.sub)) return PEOPLE[claims.sub];
  const account = world.accounts.get(claims.sub);
  if (!account) return addAccount(world, claims.sub, emailOf(claims), headers.referer, now);
  if (typeof claims.email === 'string' && claims.email !== account.email) changeEmail(world, account, claims.email);
  return account;
}

/**
 * The person (an example's, or an account of the world's) whose identity-service id is `localId`, if any.
 * @param {World} world
 * @param {string} localId
 */
export const byLocalId = (world, localId) =>
  [...Object.values(PEOPLE), ...world.accounts.values()].find((each) => each.localId === localId);

/**
 * The id of the person a request's bearer token belongs to (met now, if the world had not yet).
 * @param {World} world
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export const whose = (world, headers) => person(world, headers)?.id;

/** Capitalised words of an email's name part: a sign-up's names until they are written. */
const namesOf = (email = '') => {
  const [first = 'New', ...rest] = (email.split('@')[0] ?? '')
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return { firstName: first, lastName: rest.join(' ') || 'Member' };
};

/**
 * A token's email, or for one without (a phone's sign-in) a stand-in, so that the records stay whole.
 * @param {{ sub: string, email?: unknown }} claims
 */
const emailOf = (claims) =>
  typeof claims.email === 'string' ? claims.email : `${claims.sub.toLowerCase()}@accounts.example.com`;

/**
 * A sign-up of the identity mock: a new account under a new `sub`, which its tokens carry.
 * @param {World} world
 * @param {{ email: string }} input
 * @param {string | undefined} referer
 * @param {number} now
 */
function signUp(world, { email }, referer, now) {
  const sub = `uid_new${world.next}`;
  return { sub, account: addAccount(world, sub, email, referer, now) };
}

/**
 * A new account for the identity service's `sub`, a trainer's when the request came from a
 * trainer's page (`referer`: the sign-up or login page that sent it), else a customer's: a new id,
 * the email's names until the user's are written, nothing done yet.
 * @param {World} world
 * @param {string} sub
 * @param {string} email
 * @param {string | undefined} referer
 * @param {number} now
 */
function addAccount(world, sub, email, referer, now) {
  const number = world.next++;
  const trainer = /^\/trainer\//.test(new URL(referer ?? '/', 'http://mock').pathname);
  const id = `${trainer ? 'tr' : 'cu'}_${number}`;
  const names = namesOf(email);
  /** @type {Person & { email: string }} */
  const account = {
    role: trainer ? 'TRAINER' : 'CUSTOMER',
    profile: trainer ? 'newTrainer' : 'newCustomer',
    id,
    localId: sub,
    email,
  };
  world.accounts.set(sub, account);
  if (trainer) {
    const [{ gender }] = world.trainers.values();
    // Her own card: no picture (her initials show), no offer to price a session by. The contract asks
    // for a gender, which a sign-up does not: the first trainer's, until she writes hers.
    world.trainers.set(id, {
      id,
      ...names,
      avatarUrl: '',
      headline: '',
      skills: [],
      gender,
      pricePerSession: { amount: 0, currency: 'GBP' },
    });
    world.newcomers.add(id);
    world.trainerDetails.set(
      id,
      write(world, { bio: '', location: '', languages: ['English'], yearsExperience: 0, certificates: [] }),
    );
  } else {
    world.customers.set(
      id,
      write(world, {
        ...world.customers.get(OLIVIA),
        id,
        localId: sub,
        ...names,
        email,
        avatarUrl: null,
        mobileNumber: null,
        dateOfBirth: null,
        gender: null,
        favouriteCategories: [],
        followingTrainerIds: [],
        onboardingDone: false,
        createdAt: iso(now),
      }),
    );
    world.follows.set(id, []);
  }
  return account;
}

/**
 * The account's new email, from the identity service: its customer record has it too.
 * @param {World} world
 * @param {Person & { email: string }} account
 * @param {string} email
 */
function changeEmail(world, account, email) {
  account.email = email;
  const customer = account.role === 'CUSTOMER' && world.customers.get(account.id);
  if (customer) world.customers.set(account.id, write(world, { ...customer, email }));
}

/**
 * The world's own account (a sign-up, or one met by its token) with `email`, if there is one.
 * @param {World} world
 * @param {string} [email]
 */
const accountWith = (world, email = '') =>
  [...world.accounts.values()].find((account) => account.email?.toLowerCase() === email.toLowerCase());

/**
 * A user's profile as the header and the session read it: the example's, or a sign-up's own.
 * @param {World} world
 * @param {Person} who
 * @param {Item} body
 */
function userProfile(world, who, body) {
  if (!world.accounts.has(who.localId)) return body;
  const record = who.role === 'TRAINER' ? world.trainers.get(who.id) : world.customers.get(who.id);
  return {
    ...body,
    localId: who.localId,
    role: who.role,
    id: who.id,
    firstName: record.firstName,
    lastName: record.lastName,
    email: who.email,
    avatarUrl: who.role === 'TRAINER' ? null : record.avatarUrl,
    onboardingDone: who.role === 'CUSTOMER' && record.onboardingDone,
  };
}

/** An area's records: the customers and the accounts of those who signed up. */
export const identities = () => ({
  /** Each customer's profile: Olivia's and Amara's, then those who sign up. */
  customers: byId([example('CustomerProfile'), example('CustomerProfileAmara')]),
  /** The people who signed up, by their token's `sub`, and the trainers among them (not listed yet). */
  accounts: /** @type {Map<string, Person & { email: string }>} */ (new Map()),
  newcomers: /** @type {Set<string>} */ (new Set()),
  /** The password each email last set (a sign-up's, a change's or a reset's), by email in lower case. */
  passwords: /** @type {Map<string, string | undefined>} */ (new Map()),
  /** The codes sent by email (`{ email, type }`), until they are used. */
  codes: /** @type {Map<string, { email: string, type: string | undefined }>} */ (new Map()),
  /** The `sub`s whose refresh tokens a sign-out revoked, until they sign in again. */
  revoked: /** @type {Set<string | undefined>} */ (new Set()),
  /** Each customer's onboarding answers, by customer id (Olivia's are the example's). */
  onboardingAnswers: new Map([[OLIVIA, /** @type {Item} */ (example('OnboardingAnswers'))]]),
  /** What each person chose to be told, by their id (the example's until they choose). */
  notificationPreferences: /** @type {Map<string, Item>} */ (new Map()),
});

/** @type {Route[]} */
export const routes = [
  // Each role signs in as itself; an account of the world's as that account, with the password it
  // last set. Signing in again lifts a sign-out's revocation.
  {
    operations: ['signInWithPassword'],
    remembers: 'nothing new: the account signs in with the password it last set, and a sign-out’s revocation is lifted',
    prefer: ({ world, body: input }) => {
      const email = String(input?.email ?? '').toLowerCase();
      const password = world.passwords.get(email);
      if (password !== undefined && password !== input?.password) return 'code=400, example=invalidLoginCredentials';
      if (accountWith(world, email)) return undefined;
      return SIGN_INS[email] ? `example=${SIGN_INS[email]}` : undefined;
    },
    answer: ({ world, body: input }, body) => {
      const account = accountWith(world, input?.email);
      const sub = account?.localId ?? claimsOf({ authorization: `Bearer ${body.idToken}` })?.sub;
      world.revoked.delete(sub);
      return account ? { ...body, ...signedIn(account) } : body;
    },
  },
  // A sign-up is a new account of the role whose sign-up page it came from.
  {
    operations: ['signUp'],
    remembers: 'the account (its role from the page it came from) and its password: an email taken is refused (400)',
    prefer: ({ world, body: input }) =>
      accountWith(world, input?.email) ? 'code=400, example=emailExists' : undefined,
    answer: ({ world, body: input, headers, now }, body) => {
      const { account } = signUp(world, input ?? {}, headers.referer, now);
      world.passwords.set(account.email.toLowerCase(), input.password);
      return { ...body, ...signedIn(account) };
    },
  },
  // A code by email: a password reset's, or an email check's. The mocks send no email: the code is
  // printed, as Firebase's Auth emulator prints its links.
  {
    operations: ['sendOobCode'],
    remembers: 'the code sent, for the reset or the check that uses it (printed in the mocks’ output)',
    answer: ({ world, body: input, headers }, body) => {
      const email = input?.email ?? emailOf(claimsOf(headers) ?? { sub: 'unknown' });
      const code = `oob-${world.next++}`;
      world.codes.set(code, { email, type: input?.requestType });
      console.info(
        `[mocks] ${input?.requestType === 'PASSWORD_RESET' ? 'password reset' : 'email check'} code for ${email}: ${code}`,
      );
      return { ...body, email };
    },
  },
  {
    operations: ['resetPassword'],
    remembers: 'the new password of the account the code was sent to; the code is used up',
    prefer: ({ world, body: input }) => {
      const code = world.codes.get(input?.oobCode);
      return code && code.type !== 'PASSWORD_RESET' ? 'code=400, example=invalidOobCode' : undefined;
    },
    answer: ({ world, body: input }, body) => {
      const code = world.codes.get(input.oobCode);
      if (!code) return body;
      world.codes.delete(input.oobCode);
      world.passwords.set(code.email.toLowerCase(), input.newPassword);
      return { ...body, email: code.email };
    },
  },
  // A changed email or password is the account's from then on.
  {
    operations: ['updateAccount'],
    remembers: 'the account’s new email or password; a code that checked an email is used up',
    answer: ({ world, body: input, now }, body) => {
      if (input?.oobCode) world.codes.delete(input.oobCode);
      const sub = claimsOf({ authorization: `Bearer ${input?.idToken ?? ''}` })?.sub;
      const account = sub && world.accounts.get(sub);
      if (!account) return body;
      if (typeof input.email === 'string' && input.email !== account.email) {
        world.passwords.set(input.email.toLowerCase(), world.passwords.get(account.email.toLowerCase()));
        world.passwords.delete(account.email.toLowerCase());
        changeEmail(world, account, input.email);
      }
      if (typeof input.password === 'string') world.passwords.set(account.email.toLowerCase(), input.password);
      person(world, { authorization: `Bearer ${idToken(sub)}` }, now);
      return { ...body, email: account.email, localId: account.localId };
    },
  },
  {
    operations: ['signInWithIdp'],
    remembers: 'nothing new: the Google account’s person is met by their token, as any sign-in',
  },
  // A refresh gives the same person a new token, unless they signed out.
  {
    operations: ['refreshToken'],
    remembers: 'nothing new: a new token for the same person, refused (400) after they signed out',
    prefer: ({ world, body: input }) =>
      world.revoked.has(refreshed(input?.refresh_token)) ? 'code=400, example=tokenExpired' : undefined,
    answer: ({ world, body: input }, body) => {
      const sub = refreshed(input?.refresh_token);
      const who = PEOPLE[sub] ?? world.accounts.get(sub);
      if (!who) return body;
      const token = idToken(sub);
      return {
        ...body,
        access_token: token,
        id_token: token,
        refresh_token: input.refresh_token,
        user_id: who.localId,
      };
    },
  },
  // The login's check that an email has an account of its door's role: the world's own accounts
  // answer for their role (the person signing in is met by then: their token came first); any
  // other email gets Prism's first example, registered, as before.
  {
    operations: ['checkCustomerEmail', 'checkTrainerEmail'],
    prefer: ({ world, operationId, query }) => {
      const account = accountWith(world, query.get('email') ?? '');
      if (!account) return undefined;
      const door = operationId === 'checkTrainerEmail' ? 'TRAINER' : 'CUSTOMER';
      return account.role === door ? 'example=registered' : 'example=unknown';
    },
    answer: ({ world, query }, body) => {
      const account = accountWith(world, query.get('email') ?? '');
      return account ? { ...body, email: account.email } : body;
    },
  },
  {
    operations: ['getUserProfile'],
    prefer: ({ who }) => who && `example=${who.profile}`,
    answer: ({ world, who }, body) => (who ? userProfile(world, who, body) : body),
  },
  // Signing out revokes the person's refresh tokens until they sign in again.
  {
    operations: ['logout'],
    remembers: 'the person’s refresh tokens revoked: the token service refuses them until they sign in again',
    answer: ({ world, headers }, body) => {
      const sub = claimsOf(headers)?.sub;
      if (sub) world.revoked.add(sub);
      return body;
    },
  },
  {
    operations: ['getCustomerProfile'],
    exists: (world, [id]) => world.customers.has(id),
    answer: ({ world, params: [id], days }) => at(world, days)(world.customers.get(id)),
  },
  {
    operations: ['updateCustomerProfile'],
    forbidden: notTheCustomer,
    remembers: 'the customer’s profile',
    exists: (world, [id]) => world.customers.has(id),
    answer: edit('customers'),
  },
  // Answering the onboarding questions is the customer's onboarding done: they are not asked again.
  {
    operations: ['getOnboardingAnswers'],
    exists: (world, [id]) => world.onboardingAnswers.has(id),
    answer: ({ world, params: [id], days }) => at(world, days)(world.onboardingAnswers.get(id)),
  },
  {
    operations: ['saveOnboardingAnswers'],
    forbidden: notTheCustomer,
    exists: (world, [id]) => world.customers.has(id),
    remembers: 'the answers, and the customer’s onboarding done (their profile says so)',
    answer: ({ world, params: [id], body: input, days, now }) => {
      world.customers.set(id, write(world, { ...at(world, days)(world.customers.get(id)), onboardingDone: true }));
      const answers = write(world, { customerId: id, completed: true, answers: input.answers, updatedAt: iso(now) });
      world.onboardingAnswers.set(id, answers);
      return answers;
    },
  },
  // What a person chose to be told, kept per person.
  {
    operations: ['getNotificationPreferences'],
    answer: ({ world, who }, body) => world.notificationPreferences.get(who?.id ?? '') ?? body,
  },
  {
    operations: ['saveNotificationPreferences'],
    remembers: 'the person’s notification preferences',
    answer: ({ world, who, body: input, now }, body) => {
      const preferences = write(world, { ...overlay(body, input), updatedAt: iso(now) });
      if (who) world.notificationPreferences.set(who.id, preferences);
      return preferences;
    },
  },
];
