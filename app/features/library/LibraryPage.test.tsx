import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/sdk';
import { hiit, json, refusal, type Answer } from '@/app/lib/stories';
import { expectNoAxeViolations, held, renderScreen } from '@/app/lib/testing/screens';
import LibraryPage from './LibraryPage';

/** A page of the library holding `videos`. */
const videoPage = (videos: Schema<'ClassSummary'>[]): Schema<'ClassSummaryPage'> => ({
  content: videos,
  page: 0,
  size: 12,
  totalElements: videos.length,
  totalPages: videos.length ? 1 : 0,
});

const noTrainers: Schema<'TrainerSummaryPage'> = { content: [], page: 0, size: 50, totalElements: 0, totalPages: 0 };

/** The library, its videos answered by `videos`, with no replay processing and no trainer to filter by. */
const openLibrary = (videos: Answer) =>
  renderScreen('/library', <LibraryPage />, [
    ['GET', /^\/customer\/v1\/get\/videos$/, videos],
    ['GET', /^\/customer\/replays$/, json([])],
    ['GET', /^\/trainer\/web\/discover-trainers$/, json(noTrainers)],
  ]);

// Olivia's library of videos while they load, when it holds none yet and when it cannot be loaded.
describe('a customer’s library', { timeout: 20_000 }, () => {
  it('shows its skeleton, announced, while the videos load', async () => {
    const { answer, release } = held(json(videoPage([hiit])));
    openLibrary(answer);
    expect(await screen.findByRole('status', { name: 'Loading videos' })).toBeTruthy();
    await expectNoAxeViolations();
    release();
    expect(await screen.findByRole('link', { name: hiit.title })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading videos' })).toBeNull();
  });

  it('says when it holds no video yet, and points to the recorded classes', async () => {
    openLibrary(json(videoPage([])));
    expect(screen.getByRole('heading', { level: 1, name: 'Your library' })).toBeTruthy();
    expect(document.title).toBe('Kinetic — Your library');
    expect(await screen.findByRole('heading', { name: 'No videos yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse recorded classes' }).getAttribute('href')).toBe(
      '/discover?tab=recorded',
    );
    await expectNoAxeViolations();
  });

  it('says when the videos cannot be loaded, and Try again lists them', async () => {
    let answer = refusal(500, 'INTERNAL', 'Down.');

    openLibrary(() => answer());
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('We couldn’t load your videos');
    await expectNoAxeViolations();
    answer = json(videoPage([hiit]));
    await userEvent.click(retry);
    expect((await screen.findByRole('link', { name: hiit.title })).getAttribute('href')).toBe(`/library/${hiit.id}`);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
