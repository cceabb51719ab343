import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configureSdk, type Schema } from '@/sdk';
import { json, never, refusal, type Answer } from '@/app/lib/stories';
import { expectNoAxeViolations, renderScreen, type ScreenAnswers } from '@/app/lib/testing/screens';
import { signedInForEachTest } from '@/app/session/testing';
import CreditPage from './CreditPage';
import FollowingPage from './FollowingPage';
import ProfilePage from './ProfilePage';
import SubscriptionsPage from './SubscriptionsPage';

/** Amara, one of the trainers Olivia follows, as the list reads her. */
const amara: Schema<'TrainerSummary'> = {
  id: 'tr_1001',
  firstName: 'Amara',
  lastName: 'Okafor',
  avatarUrl: '/media/trainers/amara-okafor.svg',
  headline: 'High-energy HIIT and strength coach for busy professionals',
  skills: ['HIIT', 'Strength'],
  gender: 'FEMALE',
  rating: 4.9,
  reviewCount: 212,
  pricePerSession: { amount: 4500, currency: 'GBP' },
  followerCount: 3840,
};

/** Priya, another of the trainers Olivia follows (her card as Amara's, under her own name). */
const priya: Schema<'TrainerSummary'> = { ...amara, id: 'tr_1003', firstName: 'Priya', lastName: 'Sharma' };

/** Olivia's subscription to Sofia's Pilates Club, renewing next month. */
const pilatesClub: Schema<'CustomerSubscription'> = {
  id: 'cs_6002',
  plan: {
    id: 'sp_4003',
    trainer: { id: 'tr_1005', firstName: 'Sofia', lastName: 'Romano', avatarUrl: '/media/trainers/sofia-romano.svg' },
    name: 'Pilates Club',
    description: 'Three live Pilates and barre classes a week.',
    price: { amount: 3499, currency: 'GBP' },
    interval: 'MONTH',
    benefits: ['Three live classes a week', 'Form check once a month'],
    subscriberCount: 132,
    status: 'ACTIVE',
    createdAt: '2026-02-10T09:00:00+00:00',
  },
  status: 'ACTIVE',
  startedAt: '2026-10-14T08:30:00+00:00',
  currentPeriodEnd: '2026-12-14T08:30:00+00:00',
  cancelledAt: null,
};

/** £43 of credit. */
const balance: Schema<'CreditBalance'> = {
  customerId: 'cu_3001',
  balance: { amount: 4300, currency: 'GBP' },
  updatedAt: '2026-11-18T20:12:00+00:00',
};

/** A credit history with nothing in it yet. */
const noInvoices: Schema<'InvoicePage'> = { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 };

/** Olivia's details, as her profile reads them. */
const olivia: Schema<'CustomerProfile'> = {
  id: 'cu_3001',
  localId: 'uid_olivia01',
  firstName: 'Olivia',
  lastName: 'Hughes',
  email: 'olivia.hughes@example.com',
  avatarUrl: '/media/customers/olivia-hughes.svg',
  mobileNumber: '+44 7700 900123',
  dateOfBirth: '1992-04-18',
  gender: 'FEMALE',
  favouriteCategories: ['Yoga', 'Pilates'],
  followingTrainerIds: [],
  onboardingDone: true,
  createdAt: '2026-02-11T20:14:00+00:00',
};

const categories: Schema<'Category'>[] = ['Yoga', 'Pilates', 'Boxing'].map((name) => ({
  id: `cat_${name.toLowerCase()}`,
  name,
  slug: name.toLowerCase(),
  coverImageUrl: `/media/classes/category-${name.toLowerCase()}.svg`,
  classCount: 3,
}));

/** Every notification on but news and offers by email. */
const notifications: Schema<'NotificationPreferences'> = {
  classReminders: true,
  oneToOneReminders: true,
  followedTrainerLive: true,
  newClassesFromFollowed: true,
  favouriteCategoryClasses: true,
  waitlistPlaces: true,
  reviewReminders: true,
  marketingEmails: false,
  updatedAt: '2026-09-02T08:00:00+00:00',
};

const region: Schema<'CustomerSettings'> = {
  customerId: 'cu_3001',
  language: 'en',
  timezone: 'Europe/London',
  marketingEmails: false,
  updatedAt: '2026-09-02T08:00:00+00:00',
};

const goals: Schema<'OnboardingAnswers'> = {
  customerId: 'cu_3001',
  completed: true,
  answers: [{ questionId: 'q_goal', optionIds: ['opt_flexibility'] }],
  updatedAt: '2026-02-12T08:00:00+00:00',
};

// Each page's `more` answers come before the page's own reads, so they can answer one of them otherwise.

const openFollowing = (following: Answer, ...more: ScreenAnswers) =>
  renderScreen('/dashboard/following', <FollowingPage />, [
    ...more,
    ['GET', /^\/customer\/cu_3001\/following$/, following],
  ]);

const openCredit = (credit: Answer, ...more: ScreenAnswers) =>
  renderScreen('/dashboard/credit', <CreditPage />, [
    ...more,
    ['GET', /^\/customer\/credit$/, credit],
    ['GET', /^\/customer\/credit\/invoices$/, json(noInvoices)],
  ]);

/** Olivia's profile page, her details answered by `details` and the rest of the page as it reads. */
const openProfile = (details: Answer, ...more: ScreenAnswers) =>
  renderScreen('/dashboard/profile', <ProfilePage />, [
    ...more,
    ['GET', /^\/customer\/cu_3001\/details$/, details],
    ['GET', /^\/master-data\/public\/training-category\/categories$/, json(categories)],
    ['GET', /^\/user\/notification-preferences$/, json(notifications)],
    ['GET', /^\/customer\/cu_3001\/settings$/, json(region)],
    ['GET', /^\/customer\/cu_3001\/onboarding-answers$/, json(goals)],
  ]);

/** A read that fails with the server's error until it `recovers`, then answers `data`. */
function failing(data: unknown) {
  let answer = refusal(500, 'INTERNAL', 'Down.');
  return {
    answer: () => answer(),
    recovers: () => {
      answer = json(data);
    },
  };
}

/** The failure of `read`, said as `title` with no axe violation; Try again then reads it once more, and it answers. */
async function failsThenTryAgain(title: string, read: ReturnType<typeof failing>) {
  const retry = await screen.findByRole('button', { name: 'Try again' });
  expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  await expectNoAxeViolations();
  read.recovers();
  await userEvent.click(retry);
}

/** The server failing each request it answers, and whether it was asked at all. */
function serverFailure() {
  const failure = {
    asked: false,
    answer: () => {
      failure.asked = true;
      return refusal(500, 'INTERNAL', 'Down.')();
    },
  };
  return failure;
}

/**
 * Types `value` into `field` and sends the form with the button named `send`: the server fails `write`,
 * and the form `says` so and still holds what was typed.
 */
async function failsKeepingTyped(
  field: HTMLElement,
  value: string,
  { send, says, write }: { send: string; says: string; write: ReturnType<typeof serverFailure> },
) {
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.click(screen.getByRole('button', { name: send }));
  expect(await screen.findByText(says)).toBeTruthy();
  expect(field).toHaveProperty('value', value);
  expect(write.asked).toBe(true);
}

/** From now on, each request the screen sends (its method and path), none of them answered. */
function recordRequests() {
  const sent: string[] = [];
  configureSdk({
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return never();
    },
  });
  return sent;
}

// Olivia's account pages while they load, when they have nothing to show or cannot be loaded, the
// rules her profile's form checks before anything is sent, and what each says when a change fails.
signedInForEachTest('customer', { id: 'cu_3001', firstName: 'Olivia' });

describe('the trainers a customer follows', { timeout: 20_000 }, () => {
  it('shows their skeleton, announced, under the page’s title while they load', async () => {
    openFollowing(never);
    expect(await screen.findByRole('status', { name: 'Loading the trainers you follow' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Trainers you follow' })).toBeTruthy();
    expect(document.title).toBe('Kinetic — Trainers you follow');
    await expectNoAxeViolations();
  });

  it('says when they cannot be loaded, and Try again lists them', async () => {
    const following = failing([amara]);
    openFollowing(following.answer);
    await failsThenTryAgain('We could not load the trainers you follow', following);
    expect(await screen.findByRole('listitem', { name: 'Amara Okafor' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says when nobody is followed yet, with the way to find trainers', async () => {
    openFollowing(json([]));
    expect(await screen.findByRole('heading', { name: 'You do not follow anyone yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Trainers you follow' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find trainers' }).getAttribute('href')).toBe('/discover?tab=trainers');
  });

  it('says when unfollowing fails, and keeps the trainer in the list', async () => {
    const unfollow = serverFailure();
    openFollowing(json([priya]), ['DELETE', /^\/customer\/unfollow$/, unfollow.answer]);
    await userEvent.click(await screen.findByRole('button', { name: 'Unfollow Priya' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not unfollow Priya. Try again in a moment.');
    expect(screen.getByRole('listitem', { name: 'Priya Sharma' })).toBeTruthy();
    expect(unfollow.asked).toBe(true);
  });
});

describe('a customer’s subscriptions', { timeout: 20_000 }, () => {
  it('says when there is none yet, and when the invoices cannot be loaded, each in its own place', async () => {
    renderScreen('/dashboard/subscriptions', <SubscriptionsPage />, [
      ['GET', /^\/subscription\/customer\/cu_3001$/, json([])],
      ['GET', /^\/subscription\/invoice\/v1\/all$/, refusal(500, 'INTERNAL', 'Down.')],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your subscriptions' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No subscriptions yet' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'We could not load your invoices' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says in the dialog when leaving fails, and the subscription stays', async () => {
    const leave = serverFailure();
    renderScreen('/dashboard/subscriptions', <SubscriptionsPage />, [
      ['GET', /^\/subscription\/customer\/cu_3001$/, json([pilatesClub])],
      ['GET', /^\/subscription\/invoice\/v1\/all$/, json([])],
      ['DELETE', /^\/subscription\/sp_4003\/subscribers$/, leave.answer],
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Pilates Club' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave Pilates Club?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave subscription' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'We could not leave Pilates Club. You are still subscribed: try again in a moment.',
    );
    expect(leave.asked).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    const club = screen.getByRole('listitem', { name: 'Pilates Club' });
    expect(within(club).getByRole('button', { name: 'Leave Pilates Club' })).toBeTruthy();
  });
});

describe('a customer’s account credit', { timeout: 20_000 }, () => {
  it('shows the balance’s skeleton, announced, while it loads, and says the history has no invoice yet', async () => {
    openCredit(never);
    expect(screen.getByRole('heading', { level: 1, name: 'Account credit' })).toBeTruthy();
    expect(await screen.findByRole('status', { name: 'Loading your balance' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says when the balance cannot be loaded, and Try again shows it', async () => {
    const credit = failing(balance);
    openCredit(credit.answer);
    await failsThenTryAgain('We could not load your balance', credit);
    expect(await screen.findByText('£43', { exact: true })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'We could not load your balance' })).toBeNull();
  });

  it('says nothing was charged when the checkout cannot start, and keeps the amount', async () => {
    const topUp = serverFailure();
    openCredit(json(balance), ['POST', /^\/customer\/credit\/top-up$/, topUp.answer]);
    await failsKeepingTyped(screen.getByRole('textbox', { name: 'Amount (£)' }), '50', {
      send: 'Add funds',
      says: 'We could not start the checkout. Nothing was charged: try again in a moment.',
      write: topUp,
    });
  });
});

describe('a customer’s profile', { timeout: 20_000 }, () => {
  it('shows its skeleton, announced, while the profile loads', async () => {
    openProfile(never);
    expect(await screen.findByRole('status', { name: 'Loading your profile' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says when the profile cannot be loaded, and Try again shows it to edit', async () => {
    const details = failing(olivia);
    openProfile(details.answer);
    await failsThenTryAgain('We could not load your profile', details);
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Olivia');
  });

  it('marks each invalid field and sends nothing until they are fixed', async () => {
    openProfile(json(olivia));
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    const mobile = screen.getByRole('textbox', { name: 'Mobile number (optional)' });
    const sent = recordRequests();
    await userEvent.clear(firstName);
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(firstName);
    expect(screen.getByText('Enter your first name.')).toBeTruthy();
    expect(screen.getByText('Enter a phone number of 7 to 15 digits, like +44 7700 900123.')).toBeTruthy();
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    await expectNoAxeViolations();
    expect(sent).toEqual([]);

    await userEvent.type(firstName, 'Liv');
    await userEvent.clear(mobile);
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(sent).toEqual(['PUT /api/customer/cu_3001']);
  });

  it('keeps what was typed when the profile cannot be saved', async () => {
    const update = serverFailure();
    openProfile(json(olivia), ['PUT', /^\/customer\/cu_3001$/, update.answer]);
    await failsKeepingTyped(await screen.findByRole('textbox', { name: 'Last name' }), 'Hughes-Smith', {
      send: 'Save profile',
      says: 'We could not save your profile. What you typed is kept: try again in a moment.',
      write: update,
    });
  });

  it('keeps the notifications chosen from the keyboard when they cannot be saved', async () => {
    const save = serverFailure();
    openProfile(json(olivia), ['PUT', /^\/user\/notification-preferences$/, save.answer]);
    const reminders = await screen.findByRole('switch', { name: 'Reminders before my classes' });
    expect(reminders).toHaveProperty('checked', true);
    reminders.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect(
      await screen.findByText(
        'We could not save your notification settings. Your choices are kept: try again in a moment.',
      ),
    ).toBeTruthy();
    expect(reminders).toHaveProperty('checked', false);
    expect(save.asked).toBe(true);
  });

  it('shows the language and time zone the account holds', async () => {
    openProfile(json(olivia));
    const region = screen.getByRole('region', { name: 'Language and time zone' });
    const facts = await within(region).findAllByRole('definition');
    expect(facts.map((fact) => fact.textContent)).toEqual(['Europe/London', 'English']);
  });

  it('says when the language and time zone cannot load, with Try again', async () => {
    openProfile(json(olivia), ['GET', /^\/customer\/cu_3001\/settings$/, refusal(500, 'INTERNAL', 'Down.')]);
    const region = screen.getByRole('region', { name: 'Language and time zone' });
    const failed = await within(region).findByRole('heading', { name: 'Your language and time zone could not load' });
    expect(failed).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'First name' })).toBeTruthy();
    const retry = within(region).getByRole('button', { name: 'Try again' });
    retry.focus();
    expect(document.activeElement).toBe(retry);
    await expectNoAxeViolations();
  });
});
