import { createIntl } from '@formatjs/intl';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expect, onTestFinished } from 'vitest';
import { createAppQueryClient } from '@/sdk';
import { IntlProvider } from '@/app/i18n';
import { answering, type Answer } from '../stories';

// A screen's states (loading, not found, failed with Try again, empty) as a component test: the
// route's screen rendered as the app renders it, its API answered in the test, without a browser, a
// build or a mock server. The screens' loaded states, the journeys and the checks that need a real
// browser (contrast, layout, focus as Chromium moves it) stay in the end-to-end tests and the stories.

const intl = createIntl({ locale: 'en-GB', timeZone: 'Europe/London', onError: () => undefined });

/** What the API answers a screen: `[method, path pattern, answer]`, the path without `/api`. */
export type ScreenAnswers = [string, RegExp, Answer][];

/**
 * Renders `screen` at `path` with what the app gives every screen: English as a British visitor
 * reads it, a query cache of the app's kind, and a router whose links navigate. The API answers as
 * `answers` say, anything else with the contract's 404, until the test ends. Its `history` lists
 * every place the screen went to.
 */
export function renderScreen(path: string, screen: ReactNode, answers: ScreenAnswers = []) {
  onTestFinished(answering(answers)());
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <IntlProvider value={intl}>
        <I18nProvider locale={intl.locale}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <RouterProvider navigate={(href) => location.navigate(href)}>{screen}</RouterProvider>
          </Router>
        </I18nProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { history: location.history };
}

/**
 * An answer held back until `release()`, then given as `then` gives it: the screen shows its loading
 * state for as long as the test needs.
 */
export function held(then: Answer): { answer: Answer; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { answer: () => released.then(then), release };
}

/**
 * axe's WCAG A/AA and best-practice rules on the page as it is now. jsdom lays nothing out, so the
 * rules that need a layout (contrast, target size) are left to the browser tests.
 */
export async function expectNoAxeViolations() {
  const { violations } = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    // A screen alone is not in the shell's landmarks (header, main, footer), which hold it in the app.
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  expect(violations.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
}
