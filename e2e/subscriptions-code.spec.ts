import type { Locator, Page } from '@playwright/test';
import { api, expect, expectNoAxeViolations, signIn, test } from './fixtures';

// A code at a trainer's plan, in a world of each test's own: Olivia (cu_3001) joins Priya's Weekend
// Flow (sp_4002, £14.99 a month) from Priya's profile. Priya's codes are the contract's examples:
// STUDIO5 (paused), FRIEND10 (packs only); a test adds its own through the API.

/** Olivia on Priya's profile with the Subscribe dialog of Weekend Flow open, opened with the keyboard. */
async function openSubscribe(page: Page) {
  await page.goto('/trainers/tr_1003');
  const subscribe = page
    .getByRole('article', { name: 'Weekend Flow' })
    .getByRole('button', { name: 'Subscribe to Weekend Flow' });
  await expect(subscribe).toBeEnabled();
  await subscribe.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Weekend Flow' });
  await expect(dialog.getByRole('definition')).toHaveText(['Weekend Flow with Priya', '£14.99 a month', '£14.99']);
  return { dialog, subscribe };
}

/** Opens the dialog's code field and applies `code` with the keyboard (Enter in the field). */
async function applyCode(dialog: Locator, code: string) {
  await dialog.getByRole('button', { name: 'Have a code?' }).click();
  const field = dialog.getByRole('textbox', { name: 'Code' });
  await field.fill(code);
  await field.press('Enter');
}

test('a code off every month: the price before and after, and the plan joined through the checkout at the lower price', async ({
  page,
}) => {
  await signIn(page, 'customer');
  await api(page, 'POST', '/trainer/tr_1003/promo-codes', {
    as: 'uid_priya',
    data: {
      code: 'WEEKEND150',
      discountType: 'AMOUNT',
      percentOff: null,
      amountOff: { amount: 150, currency: 'GBP' },
      appliesTo: ['SUBSCRIPTIONS'],
      startsOn: '2020-01-01',
      endsOn: '2099-12-31',
      maxUses: null,
      maxUsesPerCustomer: 1,
      repeatsOnRenewal: true,
      active: true,
    },
  });
  const { dialog } = await openSubscribe(page);
  await applyCode(dialog, 'weekend150');
  await expect(dialog.getByText('Code WEEKEND150 applied: £1.50 off')).toBeVisible();
  await expect(dialog.getByRole('definition').nth(2)).toContainText('£13.49, was £14.99');
  await expect(dialog.getByRole('definition').nth(2).locator('s')).toHaveText('£14.99');
  await expect(dialog).toContainText('The discount repeats on every renewal while you stay subscribed.');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Subscribe and pay £13.49' }).click();
  await expect(page).toHaveURL(/\/payment-success\?plan=sp_4002&session=/);
  await expect(page.getByRole('status')).toContainText('your subscription is active');
  // The world joined her with the code sent: off this month and every renewal.
  const joined = await api<{ plan: { id: string }; discount: unknown; repeatsOnRenewal: boolean | null }[]>(
    page,
    'GET',
    '/subscription/customer/cu_3001?active=true',
  );
  expect(joined.filter(({ plan }) => plan.id === 'sp_4002')).toEqual([
    expect.objectContaining({
      discount: { source: 'PROMO_CODE', code: 'WEEKEND150', amount: { amount: 150, currency: 'GBP' } },
      repeatsOnRenewal: true,
    }),
  ]);
});

test('a code refused says why on the field, the price stays, and the dialog closes back to Subscribe', async ({
  page,
}) => {
  await signIn(page, 'customer');
  const { dialog, subscribe } = await openSubscribe(page);
  const field = dialog.getByRole('textbox', { name: 'Code' });
  await applyCode(dialog, 'friend10');
  await expect(field).toHaveAccessibleDescription('This code can’t be used for this purchase.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await field.fill('STUDIO5');
  await field.press('Enter');
  await expect(field).toHaveAccessibleDescription('This code has expired.');
  await field.fill('NOSUCHCODE');
  await field.press('Enter');
  await expect(field).toHaveAccessibleDescription('We don’t recognise this code. Check it and try again.');
  await expect(dialog.getByRole('definition').nth(2)).toHaveText('£14.99');
  await expect(dialog.getByRole('button', { name: 'Subscribe and pay £14.99' })).toBeEnabled();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(subscribe).toBeFocused();
});
