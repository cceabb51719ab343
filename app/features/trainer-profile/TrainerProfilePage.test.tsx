import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/sdk';
import { json, never, refusal } from '@/app/lib/stories';
import { expectNoAxeViolations, renderScreen, type ScreenAnswers } from '@/app/lib/testing/screens';
import { signedInForEachTest } from '@/app/session/testing';
import TrainerProfilePage from './TrainerProfilePage';

const priya: Schema<'TrainerProfile'> = {
  id: 'tr-priya',
  firstName: 'Priya',
  lastName: 'Sharma',
  avatarUrl: '/avatars/priya.jpg',
  headline: 'Vinyasa and strength for busy mornings',
  skills: ['Yoga'],
  gender: 'FEMALE',
  rating: 4.9,
  reviewCount: 212,
  pricePerSession: { amount: 3500, currency: 'GBP' },
  followerCount: 5120,
  bio: 'Ten years of teaching.',
  location: 'London',
  languages: ['English'],
  yearsExperience: 10,
  certificates: [],
  classCount: 6,
  recentReviews: [],
};

/** Olivia, who follows Priya, as her own profile reads her. */
const olivia: Schema<'CustomerProfile'> = {
  id: 'cu-olivia',
  localId: 'uid_cu-olivia',
  firstName: 'Olivia',
  lastName: 'Hughes',
  email: 'olivia.hughes@example.com',
  avatarUrl: '/avatars/olivia.jpg',
  mobileNumber: null,
  dateOfBirth: null,
  gender: 'FEMALE',
  favouriteCategories: ['Yoga'],
  followingTrainerIds: ['tr-priya'],
  onboardingDone: true,
  createdAt: '2026-02-11T20:14:00+00:00',
};

const profileRead = /^\/trainer\/tr-priya$/;
const openProfile = (answers: ScreenAnswers, id = 'tr-priya') =>
  renderScreen(`/trainers/${id}`, <TrainerProfilePage params={{ id }} />, answers);

// A trainer's public profile, as a visitor sees it, while it loads and when it is unknown or fails.
describe('a trainer’s profile', () => {
  it('shows its skeleton, announced, while the profile loads', async () => {
    openProfile([['GET', profileRead, never]]);
    expect(await screen.findByRole('status', { name: 'Loading the trainer’s profile' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('is a friendly not-found for a trainer the API does not know, titled so, with the way home', async () => {
    const { history } = openProfile([], 'tr-unknown');
    expect(await screen.findByRole('heading', { name: 'We couldn’t find that trainer' })).toBeTruthy();
    expect(document.title).toBe('Kinetic — Trainer not found');
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(history.at(-1)).toBe('/');
  });

  it('says when the profile cannot be loaded, and Try again by keyboard loads it', async () => {
    let answer = refusal(500, 'INTERNAL', 'Down.');

    openProfile([['GET', profileRead, () => answer()]]);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: 'We couldn’t load this trainer' })).toBeTruthy();
    await expectNoAxeViolations();
    answer = json(priya);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeTruthy();
  });
});

describe('a trainer’s profile, to a customer who follows her', () => {
  signedInForEachTest('customer', { id: 'cu-olivia', firstName: 'Olivia' });

  it('says so when an unfollow fails, and she is still followed', async () => {
    openProfile([
      ['GET', profileRead, json(priya)],
      ['GET', /^\/customer\/cu-olivia\/details$/, json(olivia)],
      ['DELETE', /^\/customer\/unfollow$/, refusal(500, 'INTERNAL', 'Down.')],
      // Priya has no packs, plans, one-to-ones or classes on sale.
      ['GET', /^\/trainer\/tr-priya\/(packs|one-to-one-offers)$/, json([])],
      ['GET', /^\/subscription(\/customer\/cu-olivia)?$/, json([])],
      ['GET', /^\/class\/web\/from-trainer$/, json([])],
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Unfollow' }, { timeout: 5000 }));
    expect((await screen.findByRole('alert')).textContent).toBe('We couldn’t unfollow Priya. Please try again.');
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeTruthy();
    await expectNoAxeViolations();
  });
});
