import type { Page } from '@playwright/test';
import { setMockClock } from './clock';
import { api, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { at, start } from './openStudio';

// Class packs from the customer's side, in a world of each test's own: Olivia holds two of Priya's
// packs (Five morning flows, one credit left and ending in a few days; Ten live classes, bought
// with WINTER20). What a test needs besides is set up through the API, as the app would send it.

/** A pack Olivia holds, as the API lists it. */
interface Held {
  id: string;
  pack: { id: string };
  paymentMethod: string;
  creditsLeft: number;
}

const yourPacks = (page: Page) => page.getByRole('list', { name: 'Your class packs' });

test('Your packs: a pack bought is there with its credits, the soonest expiry first with a warning, and each credit’s history', async ({
  page,
}) => {
  await signIn(page, 'customer');
  const { pack } = await api(page, 'POST', '/packs/pk_5001/buy', {
    data: {
      paymentMethod: 'CARD',
      returnUrl: 'http://localhost/trainers/tr_1003',
      successUrl: 'http://localhost/payment-success',
      failureUrl: 'http://localhost/payment-failure',
    },
  });
  expect(pack).toMatchObject({ status: 'PENDING_PAYMENT' });
  await page.goto('/dashboard/packs');
  await expect(page.getByRole('heading', { level: 1, name: 'Your packs' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Packs' }),
  ).toHaveAttribute('aria-current', 'page');
  const packs = yourPacks(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(/credits? left/) });
  await expect(packs).toHaveCount(3);
  // Five morning flows ends first, and says so.
  const morning = packs.first();
  await expect(morning).toHaveAccessibleName('Five morning flows');
  await expect(morning).toContainText('1 credit left of 5');
  await expect(morning).toContainText(/Expires in \d days: use your credits before/);
  await expect(morning).toContainText('Pays for any of 2 chosen classes');
  // The pack just bought (the checkout went through) has all its credits.
  await expect(packs.nth(2)).toContainText('10 credits left of 10');
  await expect(packs.nth(2)).toContainText('Pays for: live classes');
  await morning.getByText('History of each credit').click();
  const credits = morning.getByRole('list', { name: 'Credits of Five morning flows' });
  await expect(credits).toContainText('Used for Sunrise Vinyasa Flow');
  await expect(credits).toContainText('Forfeited: Sunrise Vinyasa Flow cancelled late');
  await expectNoAxeViolations(page);
});

test('a pack is bought from a class page through the checkout and the payment page, and is then in Your packs', async ({
  page,
}) => {
  await signIn(page, 'customer');
  await page.goto('/classes/cl_2007');
  const offers = page.getByRole('list', { name: 'Class packs' });
  const morning = offers.getByRole('listitem', { name: 'Five morning flows' });
  await expect(morning).toContainText('or use a pack: 5 for £140, £28 a class');
  await expect(morning).toContainText('Five morning flows, valid for 60 days');
  await expect(offers.getByRole('listitem', { name: 'Ten live classes' })).toContainText('10 for £250, £25 a class');
  await expectNoAxeViolations(page);
  await morning.getByRole('button', { name: 'Buy Five morning flows' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Buy Five morning flows?' });
  await expect(dialog).toContainText('5 credits for £140, each paying for one class, valid for 60 days from today.');
  await dialog.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/payment-success\?.*pack=pk_5002.*&session=cs_/);
  // The page reads the pack by the checkout's session, and names it with its credits and expiry.
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    /Five morning flows is yours: 5 credits, until \d+ \w+\./,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'See your packs' }).click();
  await expect(yourPacks(page).getByRole('listitem', { name: 'Five morning flows' }).nth(1)).toContainText(
    '5 credits left of 5',
  );
});

test('a pack is bought from account credit when it covers the price: the dialog says so first, and the pack is Olivia’s at once', async ({
  page,
}) => {
  await signIn(page, 'customer');
  await api(page, 'POST', '/customer/credit/top-up', {
    data: {
      amount: { amount: 20000, currency: 'GBP' },
      returnUrl: 'http://localhost/account',
      successUrl: 'http://localhost/payment-success',
      failureUrl: 'http://localhost/payment-failure',
    },
  });
  const credit = async () =>
    (await api<{ balance: { amount: number } }>(page, 'GET', '/customer/credit')).balance.amount;
  const before = await credit();
  const held = await api<Held[]>(page, 'GET', '/customer/packs');
  await page.goto('/trainers/tr_1003');
  const morning = page.getByRole('list', { name: 'Class packs' }).getByRole('listitem', { name: 'Five morning flows' });
  await morning.getByRole('button', { name: 'Buy Five morning flows' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Buy Five morning flows?' });
  await expect(dialog.getByRole('radio', { name: /^Account credit/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /^Card/ })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Pay £140 from credit' }).click();
  await expect(dialog).toBeHidden();
  await expect(morning).toContainText(/Five morning flows is yours: 5 credits, until \d+ \w+\./);
  await expect(morning.getByRole('link', { name: 'See your packs' })).toHaveAttribute('href', '/dashboard/packs');
  expect(await credit()).toBe(before - 14000);
  const packs = await api<Held[]>(page, 'GET', '/customer/packs');
  expect(packs.filter(({ id }) => !held.some((pack) => pack.id === id))).toEqual([
    expect.objectContaining({
      pack: expect.objectContaining({ id: 'pk_5002' }),
      paymentMethod: 'CREDIT',
      creditsLeft: 5,
    }),
  ]);
});

/** The open tab's row of `title` that can still be cancelled, on the dashboard. */
const cancellable = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Upcoming' })
    .getByRole('listitem', { name: title })
    .filter({ has: page.getByRole('button', { name: `Cancel ${title}` }) });

test('the booking dialog pays with a pack credit first and says so; cancelled in time, the credit comes back', async ({
  page,
}) => {
  await signIn(page, 'customer');
  await page.goto('/classes/cl_2008');
  // The furthest session: more than a day away.
  await page
    .getByRole('region', { name: 'Upcoming sessions' })
    .getByRole('button', { name: /^Book / })
    .last()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Book Yin Yoga for Deep Release' });
  await expect(dialog.getByRole('radio', { name: /^A credit of Ten live classes/ })).toBeChecked();
  await expect(dialog).toContainText('7 credits left, until');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Book with a credit of Ten live classes' }).click();
  await expect(dialog.getByText(/A credit of Ten live classes paid for it\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto('/dashboard');
  await cancellable(page, 'Yin Yoga for Deep Release')
    .last()
    .getByRole('button', { name: 'Cancel Yin Yoga for Deep Release' })
    .click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(cancel).toContainText('Cancelling now gives your pack credit back, still valid until');
  await expectNoAxeViolations(page);
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Your pack credit is back in its pack.',
  );
  const packs = await api<{ id: string; creditsLeft: number }[]>(page, 'GET', '/customer/packs');
  expect(packs.find(({ id }) => id === 'cp_8001')?.creditsLeft).toBe(7);
});

test('a late cancellation forfeits the pack credit, and the dialog says so before it is sent', async ({ page }) => {
  // Half an hour before Open Studio's session two hours after the mocks' now, on the page's clock and
  // the mock's alike: a time Olivia has no other booking at, whatever the hour the test runs.
  await setMockClock(page, at(-30));
  await signIn(page, 'customer');
  const sessions = await api<{ id: string; startDate: string }[]>(
    page,
    'GET',
    `/class/cl_2040/instances?startDate=${at(-60).toISOString()}&endDate=${at(120).toISOString()}`,
    { at: at(-30) },
  );
  await api(page, 'POST', '/class/cl_2040/book', {
    at: at(-30),
    data: {
      classInstanceId: sessions.find(({ startDate }) => Date.parse(startDate) === start.getTime())?.id,
      paymentMethod: 'PACK_CREDIT',
      customerPackId: 'cp_8001',
    },
  });
  await page.goto('/dashboard');
  await cancellable(page, 'Open Studio Flow').getByRole('button', { name: 'Cancel Open Studio Flow' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(cancel).toContainText('It is too late to get the pack credit back: cancelling now forfeits it.');
  await expectNoAxeViolations(page);
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('The pack credit was forfeited.');
  const packs = await api<{ id: string; creditsLeft: number }[]>(page, 'GET', '/customer/packs', { at: at(-30) });
  expect(packs.find(({ id }) => id === 'cp_8001')?.creditsLeft).toBe(6);
});
