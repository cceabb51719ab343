import type { Page } from '@playwright/test';
import { expect, mockBearer } from './fixtures';

// The offline world (a world of each test's own, on the browser's clock): Shadowbox Conditioning is
// booked out. Three others wait on its next session; on the following ones Olivia is second in
// line, offered a place to claim, and booked from the waitlist.
export const CLASS_PAGE = '/classes/cl_2011';
export const TITLE = 'Shadowbox Conditioning';

export const schedule = (page: Page) => page.getByRole('region', { name: 'Upcoming sessions' });
export const waitlists = (page: Page) => page.getByRole('region', { name: 'Your waitlists' });

/**
 * Amara, who holds a place on the Shadowbox session Olivia is second in line for, cancels it at
 * `at` (the first in line has neither credit nor a card on file).
 */
export async function amaraCancels(page: Page, at: Date) {
  const answer = await page.request.get('/api/customer/cancel-class-customer?classId=cl_2011&customerId=cu_3104', {
    headers: { Authorization: mockBearer('uid_amara'), 'X-Mock-Now': at.toISOString() },
  });
  expect(answer.ok()).toBe(true);
}
