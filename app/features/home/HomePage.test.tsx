import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/sdk';
import { hiit, json, maya, refusal, type Answer } from '@/app/lib/stories';
import { expectNoAxeViolations, held, renderScreen } from '@/app/lib/testing/screens';
import HomePage from './HomePage';

/** Maya, a featured trainer, as discovery lists her. */
const featuredMaya: Schema<'TrainerSummary'> = {
  ...maya,
  headline: 'HIIT and strength for busy evenings',
  skills: ['HIIT', 'Strength'],
  gender: 'FEMALE',
  rating: 4.8,
  reviewCount: 96,
  pricePerSession: hiit.price,
  followerCount: 1200,
};

const featured: Schema<'TrainerSummaryPage'> = {
  content: [featuredMaya],
  page: 0,
  size: 8,
  totalElements: 1,
  totalPages: 1,
};
const upcoming: Schema<'ClassSummaryPage'> = { content: [hiit], page: 0, size: 6, totalElements: 1, totalPages: 1 };
const nothing: Schema<'TrainerSummaryPage'> = { content: [], page: 0, size: 8, totalElements: 0, totalPages: 0 };

const trainersRead = /^\/trainer\/web\/discover-trainers$/;
const classesRead = /^\/class\/web\/discover-classes$/;

/** The home page as a visitor opens it, the API answering `trainers` for the featured trainers. */
const openHome = (trainers: Answer, classes: Answer = json(upcoming)) =>
  renderScreen('/', <HomePage />, [
    ['GET', trainersRead, trainers],
    ['GET', classesRead, classes],
  ]);

const featuredTrainers = () => screen.getByRole('region', { name: 'Featured trainers' });

// The home page's shop window while the featured trainers load, when nothing is on offer, and when
// the trainers fail to load.
describe('the home page', () => {
  it('shows the featured trainers’ skeletons, announced, until they arrive', async () => {
    const { answer, release } = held(json(featured));
    openHome(answer);
    expect(await screen.findByRole('status', { name: 'Loading trainers' })).toBeTruthy();
    await expectNoAxeViolations();
    release();
    expect((await within(featuredTrainers()).findAllByRole('listitem'))[0]).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading trainers' })).toBeNull();
  });

  it('says so when no trainer and no live class is on offer', async () => {
    openHome(json(nothing), json({ ...nothing, size: 6 }));
    expect(await screen.findByRole('heading', { name: 'No trainers to show yet' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No live classes scheduled' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says when the trainers cannot be loaded, and Try again by keyboard loads them', async () => {
    let answer = refusal(500, 'INTERNAL', 'Down.');

    openHome(() => answer());
    const section = featuredTrainers();
    expect(await within(section).findByRole('heading', { name: 'We couldn’t load trainers' })).toBeTruthy();
    await expectNoAxeViolations();
    answer = json(featured);
    within(section).getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(section).findByRole('link', { name: 'Maya Okafor' })).toBeTruthy();
  });

  it('asks once more after a server failure before saying the trainers cannot be loaded', async () => {
    let asked = 0;

    openHome(() => {
      asked += 1;
      return refusal(500, 'INTERNAL', 'Down.')();
    });
    expect(await screen.findByRole('heading', { name: 'We couldn’t load trainers' })).toBeTruthy();
    expect(asked).toBe(2);
  });
});
