import { cleanup } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The test files of a worker share its page, and its copy of the packages (react-aria's live announcer
// keeps its node for every file): each file leaves the page as it found it, without what an overlay
// put there outside the rendered tree (portals, the rest hidden or inert, the scroll locked) and with
// nothing left to announce.
afterAll(() => {
  for (const child of [...document.body.children])
    if (child instanceof HTMLElement && child.dataset.liveAnnouncer)
      for (const log of child.children) log.replaceChildren();
    else child.remove();
  for (const element of [document.documentElement, document.body])
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
});
