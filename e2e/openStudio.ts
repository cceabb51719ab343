import type { Page } from '@playwright/test';
import { MOCK_NOW } from './clock';
import { api } from './fixtures';

// Open Studio Flow (Priya's, every hour on the hour, an hour long): the session that starts two
// full hours after the mocks' now, which a test books and joins through the API in its own world.
const HOUR = 60 * 60 * 1000;
export const start = new Date(Math.ceil(MOCK_NOW.getTime() / HOUR) * HOUR + HOUR);
/** `minutes` after the session's start (before it, when negative). */
export const at = (minutes: number) => new Date(start.getTime() + minutes * 60 * 1000);

/** Each of `customers` (tokens' `sub`s) books the session with account credit half an hour before it starts. Its id. */
export async function bookOpenStudio(page: Page, ...customers: string[]) {
  const window = `startDate=${at(-60).toISOString()}&endDate=${at(120).toISOString()}`;
  const sessions = await api<{ id: string; startDate: string }[]>(page, 'GET', `/class/cl_2040/instances?${window}`, {
    at: at(-30),
  });
  const id = sessions.find((session) => Date.parse(session.startDate) === start.getTime())?.id ?? '';
  for (const as of customers)
    await api(page, 'POST', '/class/cl_2040/book', {
      as,
      at: at(-30),
      data: { classInstanceId: id, paymentMethod: 'CREDIT' },
    });
  return id;
}

/** `customer` joins the session's room `minutes` after its start. */
export const joinOpenStudio = (page: Page, customer: string, minutes: number) =>
  api(page, 'POST', '/agora/customer-count?channelName=class-cl_2040', { as: customer, at: at(minutes) });
