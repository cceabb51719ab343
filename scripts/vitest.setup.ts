import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// jsdom lacks CSS.escape and CSS.supports, which react-aria's overlays call.
const css = ((globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= {});
css.escape ??= (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
css.supports ??= () => false;

// jsdom lays nothing out and has no ResizeObserver (the toast region measures itself with one): an
// observer that never reports, as nothing here ever changes size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// A screen's parts load their code on first use, and a 2-core machine running the contract tests
// beside these can take more than Testing Library's 1 s to show one: `findBy…` waits up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

/**
 * React Aria's live announcer: one node in the page for every test (and every file of a worker),
 * whose messages can point at elements of a test that has ended (a pending button names itself).
 */
const announcer = () =>
  [...document.body.children].find(
    (child): child is HTMLElement => child instanceof HTMLElement && child.dataset.liveAnnouncer !== undefined,
  );

// Each test starts with nothing left to announce from the one before.
afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const log of announcer()?.children ?? []) log.replaceChildren();
});

// The test files of a worker share its page, and its copy of the packages (react-aria's live announcer
// keeps its node for every file): each file leaves the page as it found it, without what an overlay
// put there outside the rendered tree (portals, the rest hidden or inert, the scroll locked).
afterAll(() => {
  for (const child of [...document.body.children]) if (child !== announcer()) child.remove();
  for (const element of [document.documentElement, document.body])
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
});
