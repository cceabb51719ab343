import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClassSummary, Schema } from '@/sdk';
import { hiit, json, refusal, type Answer } from '@/app/lib/stories';
import { expectNoAxeViolations, held, renderScreen } from '@/app/lib/testing/screens';
import DiscoverPage from './DiscoverPage';

/** What the filters offer. */
const filterOptions: Schema<'FilterOptions'> = {
  skills: ['Yoga', 'HIIT', 'Barre'],
  categories: ['Yoga', 'HIIT', 'Cycling'],
  difficulties: ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'],
  genders: ['FEMALE', 'MALE', 'NON_BINARY'],
  durations: [20, 45, 60],
  priceRange: { min: { amount: 0, currency: 'GBP' }, max: { amount: 6000, currency: 'GBP' } },
};

/** Maya's HIIT, recorded to watch on demand. */
const onDemand: ClassSummary = { ...hiit, id: 'cl-hiit-replay', isLive: false, spotsLeft: null };

const classes = (content: ClassSummary[]): Schema<'ClassSummaryPage'> => ({
  content,
  page: 0,
  size: 12,
  totalElements: content.length,
  totalPages: 1,
});

const noTrainers: Schema<'TrainerSummaryPage'> = { content: [], page: 0, size: 12, totalElements: 0, totalPages: 0 };

const trainersRead = /^\/trainer\/web\/discover-trainers$/;
const classesRead = /^\/class\/web\/discover-classes$/;

/** Discover at `path` as a visitor opens it, the API answering `read` to the tab's list. */
const openDiscover = (path: string, read: RegExp, answer: Answer) =>
  renderScreen(path, <DiscoverPage />, [
    ['GET', read, answer],
    ['GET', /^\/master-data\/filter-options$/, json(filterOptions)],
  ]);

const firstCard = async (tab: string) =>
  (await within(screen.getByRole('region', { name: tab })).findAllByRole('listitem'))[0];

// Discover while a tab's results load, when nothing matches the filters, and when the classes fail
// to load.
describe('discover', () => {
  it('shows the classes’ skeletons, announced, until they arrive', async () => {
    const { answer, release } = held(json(classes([onDemand])));
    openDiscover('/discover?tab=recorded', classesRead, answer);
    expect(await screen.findByRole('status', { name: 'Loading classes' })).toBeTruthy();
    await expectNoAxeViolations();
    release();
    expect(await firstCard('Recorded classes')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading classes' })).toBeNull();
  });

  it('suggests clearing the filters when nothing matches them, and Clear filters keeps only the tab', async () => {
    const { history } = openDiscover('/discover?skill=Barre&search=handstand', trainersRead, json(noTrainers));
    expect(await screen.findByRole('heading', { name: 'Nothing matches those filters' })).toBeTruthy();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(history.at(-1)).toBe('/discover?tab=trainers');
    // Still nothing at all: the plain empty state.
    expect(await screen.findByRole('heading', { name: 'No trainers to show yet' })).toBeTruthy();
  });

  it('says when the classes cannot be loaded, and Try again loads them', async () => {
    let answer = refusal(500, 'INTERNAL', 'Down.');

    openDiscover('/discover?tab=live', classesRead, () => answer());
    expect(await screen.findByRole('heading', { name: 'We couldn’t load classes' })).toBeTruthy();
    await expectNoAxeViolations();
    answer = json(classes([hiit]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await firstCard('Live classes')).toBeTruthy();
  });
});
