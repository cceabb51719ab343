import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/sdk';
import { json, never, refusal } from '@/app/lib/stories';
import { expectNoAxeViolations, renderScreen, type ScreenAnswers } from '@/app/lib/testing/screens';
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
