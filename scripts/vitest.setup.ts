import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
