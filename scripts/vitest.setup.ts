import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks CSS.escape and CSS.supports, which react-aria's overlays call.
const css = ((globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= {});
css.escape ??= (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
css.supports ??= () => false;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
