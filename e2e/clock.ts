import type { Page } from '@playwright/test';
import { mockNow, runWeeks } from '../mocks/anchor.mjs';
import { fromLondonWall, londonDay, moveDates, worldDays } from '../mocks/clock.mjs';

// The same whole weeks the mocks moved their example dates by when they started.
const weeks = runWeeks();

/** "Now" in the examples the mocks serve: the moment they were written around, moved by those weeks. */
export const MOCK_NOW = mockNow(weeks);

/** Fixes the page's clock at the mocks' now (or `at`), and tells the mock that moment; call it before the page loads. */
export async function setMockClock(page: Page, at = MOCK_NOW) {
  await page.clock.setFixedTime(at);
  await page.setExtraHTTPHeaders({ 'X-Mock-Now': at.toISOString() });
}

/** The mocks' today at `hour` o'clock on London's wall clocks. */
export const londonToday = (hour: number) =>
  new Date(fromLondonWall(londonDay(MOCK_NOW.getTime()) + hour * 60 * 60 * 1000));

/** An example's session id as the mocks serve it: the id names the session's day, which moves with the calendar. */
export const servedId = (exampleId: string) => moveDates(exampleId, worldDays(MOCK_NOW.getTime()));

/** An example's date-time as the mocks serve it, in epoch milliseconds. */
export const served = (exampleDate: string) => Date.parse(moveDates(exampleDate, worldDays(MOCK_NOW.getTime())));

/** `time` (epoch milliseconds) formatted in the page's own locale and time zone. */
export const pageDate = (page: Page, time: number, options: Intl.DateTimeFormatOptions) =>
  page.evaluate(([time, options]) => new Intl.DateTimeFormat(undefined, options).format(time), [
    time,
    options,
  ] as const);

/** The short name of the time zone (the page's own, or `timeZone`) at `time`, as the page says it: GMT, BST, CET, CEST. */
export const zoneName = async (page: Page, time: number, timeZone?: string) =>
  (await pageDate(page, time, { timeZoneName: 'short', timeZone })).split(' ').at(-1) ?? '';

/** An example's date-time as the mocks serve it, formatted in the page's own locale and time zone. */
export const servedDate = (page: Page, exampleDate: string, options: Intl.DateTimeFormatOptions) =>
  pageDate(page, served(exampleDate), options);
