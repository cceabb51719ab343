// Every story is also a picture. After a story has rendered and its play function and axe check have
// passed, what it shows (its root and any overlay it opened) is compared with a committed reference
// in light and dark, and at a phone width too when the story says it changes there. References live
// in .storybook/references; `npm run stories:refresh` rewrites them after an intended change.
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { setColorScheme } from '../design-system/tokens/colorScheme';
import { desktop, maxHeight, phone, pinnedNow, type VisualParameters } from './visual';

const PINNED_FONT = 'Kinetic Pinned Sans';
const PINNED_STYLE = 'kinetic-pinned-font';

// The system fonts differ between machines: the pictures use a font file that ships with the repo.
// Scrolling is instant: a smooth scroll (the page's scroll-behavior) that a play function's focus
// started could still be moving the story while it is measured and pictured. Once a page: the story
// files that run after the first in the same page find both there.
beforeAll(async () => {
  if (document.getElementById(PINNED_STYLE)) return;
  document.fonts.add(await new FontFace(PINNED_FONT, `url(${interUrl})`, { weight: '100 900' }).load());
  const style = document.createElement('style');
  style.id = PINNED_STYLE;
  style.textContent = `:root:root { --kn-font-body: '${PINNED_FONT}'; --kn-font-heading: '${PINNED_FONT}'; }
*, :root { scroll-behavior: auto !important; }`;
  document.head.append(style);
});

/** The body's children as the story started: what stories before it left there is not part of it. */
let leftBefore = new Set<Element>();

/** What the story shows: its root, and what it put into the body since it started (overlays it opened). */
const storyElements = () => [
  ...document.querySelectorAll('#storybook-root'),
  ...[...document.body.children].filter((element) => !leftBefore.has(element)),
];

// Today is the same day on every run (calendars mark it), while timers keep running. Each story
// starts where a fresh page would: the window at the top and nothing focused, whatever the story
// before it left (the story files of a shard share one page).
beforeEach(() => {
  leftBefore = new Set(document.body.children);
  (document.activeElement as HTMLElement | null)?.blur();
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(pinnedNow);
  return () => vi.useRealTimers();
});

/**
 * Sizes the test page's window, unless it is that size already: every resize is a round trip to the
 * browser and a new layout.
 */
async function resize(width: number, height: number) {
  if (window.innerWidth === width && window.innerHeight === height) return;
  await page.viewport(width, height);
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * An invisible box over everything the story shows: its root and whatever it portals to the body
 * (popovers, dialogs, toasts), so the picture holds the overlay too and nothing more.
 */
function frameAround(elements: Element[]): HTMLElement {
  // In the document's coordinates, so the frame is the same wherever the window is scrolled to.
  const rects = elements
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0)
    .map((r) => ({
      left: r.left + window.scrollX,
      top: r.top + window.scrollY,
      right: r.right + window.scrollX,
      bottom: r.bottom + window.scrollY,
    }));
  const left = Math.max(0, Math.min(...rects.map((r) => r.left)));
  const top = Math.max(0, Math.min(...rects.map((r) => r.top)));
  const right = Math.max(...rects.map((r) => r.right));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${left}px`,
    top: `${top}px`,
    width: `${Math.ceil(right - left)}px`,
    height: `${Math.ceil(bottom - top)}px`,
    pointerEvents: 'none',
  });
  document.body.append(frame);
  return frame;
}

async function expectPicture(name: string, width: typeof desktop) {
  await document.fonts.ready;
  // From the top, whatever a play function scrolled into view (the window or any box inside it): the
  // picture is the whole story. At once: the page scrolls smoothly (scroll-behavior), and a scroll
  // still under way would move the story while its height is measured and it is pictured.
  for (const element of [document.documentElement, ...document.body.querySelectorAll('*')]) {
    if (element.scrollTop !== 0) element.scrollTo({ top: 0, behavior: 'instant' });
  }
  // From the width's own window, whatever height the story before this one left it at.
  await resize(width.width, width.height);
  await nextFrame();
  // A story taller than the window gets a taller window, or what lies below would not be painted.
  const bottom = Math.max(...storyElements().map((el) => el.getBoundingClientRect().bottom + window.scrollY));
  if (bottom > window.innerHeight) {
    await resize(width.width, Math.min(Math.ceil(bottom), maxHeight));
    await nextFrame();
  }
  // Overlays place themselves again for the window they are pictured in: one opened while the window
  // had another size or scroll would otherwise keep a place a pixel away from its reference.
  window.dispatchEvent(new Event('resize'));
  await nextFrame();
  const frame = frameAround(storyElements());
  try {
    await expect.element(page.elementLocator(frame)).toMatchScreenshot(name);
  } finally {
    frame.remove();
  }
}

/** What addon-vitest puts on each story's test context. */
interface StoryTestContext {
  task: { result?: { errors?: unknown[] } };
  story?: { parameters: { visual?: VisualParameters }; globals: { colorScheme?: string } };
}

afterEach(async ({ task, story }: StoryTestContext) => {
  if (!story || task.result?.errors?.length) return;
  const visual = story.parameters.visual ?? {};
  // Stories named Dark set the scheme themselves; every other story is pictured in both.
  const forcedDark = story.globals.colorScheme === 'dark';
  const schemes = forcedDark ? (['dark'] as const) : (['light', 'dark'] as const);
  const widths = visual.phone ? [desktop, phone] : [desktop];
  try {
    for (const width of widths) {
      for (const scheme of schemes) {
        setColorScheme(scheme);
        await expectPicture(width === phone ? `${scheme}-phone` : scheme, width);
      }
    }
  } finally {
    setColorScheme(forcedDark ? 'dark' : 'light');
    // The next story renders and plays in the desktop window.
    await resize(desktop.width, desktop.height);
  }
});
