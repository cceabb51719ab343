import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configureSdk, type Schema } from '@/sdk';
import { json, never, refusal, type Answer } from '@/app/lib/stories';
import { expectNoAxeViolations, renderScreen } from '@/app/lib/testing/screens';
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

const openFollowing = (following: Answer) =>
  renderScreen('/dashboard/following', <FollowingPage />, [['GET', /^\/customer\/cu_3001\/following$/, following]]);

const openCredit = (credit: Answer) =>
  renderScreen('/dashboard/credit', <CreditPage />, [
    ['GET', /^\/customer\/credit$/, credit],
    ['GET', /^\/customer\/credit\/invoices$/, json(noInvoices)],
  ]);

/** Olivia's profile page, her details answered by `details` and the rest of the page as it reads. */
const openProfile = (details: Answer) =>
  renderScreen('/dashboard/profile', <ProfilePage />, [
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

// Olivia's account pages while they load, when they have nothing to show or cannot be loaded, and
// the rules her profile's form checks before anything is sent.
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
});
