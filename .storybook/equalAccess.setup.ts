// Every story is also scanned by IBM's Equal Access engine, beside the axe check of Storybook's a11y
// addon: once, as it rendered and played, in its own colour scheme, before its pictures are taken.
import { afterEach, expect } from 'vitest';
import aceUrl from 'accessibility-checker-engine/ace.js?url';
import {
  equalAccessReviewed,
  equalAccessReviewedPlaces,
  findEqualAccessProblems,
  LIVE_ANNOUNCER,
  summariseEqualAccess,
} from '../e2e/equalAccess';

/**
 * The rules that judge a whole page, which a story is not: a way to skip to the main content (a
 * story has no page around it). The pages have it, checked by the end-to-end sweep of every route.
 */
const PAGE_RULES = ['skip_main_exists'];

let engine: Promise<unknown> | undefined;

/**
 * The engine's browser build, put by a script element into the page the story files of a shard
 * share, once: the files after the first find it there.
 */
function loadEngine() {
  if ('ace' in window) return Promise.resolve();
  engine ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = aceUrl;
    script.onload = resolve;
    script.onerror = reject;
    document.head.append(script);
  });
  return engine;
}

/** What addon-vitest puts on each story's test context. */
interface StoryTestContext {
  task: { result?: { errors?: unknown[] } };
  story?: unknown;
}

afterEach(async ({ task, story }: StoryTestContext) => {
  if (!story || task.result?.errors?.length) return;
  await loadEngine();
  const found = await findEqualAccessProblems({
    reviewed: Object.keys(equalAccessReviewed),
    ignored: PAGE_RULES,
    exclude: LIVE_ANNOUNCER,
    places: equalAccessReviewedPlaces,
  });
  expect(summariseEqualAccess(found), 'Equal Access violations').toEqual([]);
});
