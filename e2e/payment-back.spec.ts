import { chromiumPath, e2eArgs } from '../scripts/chromium.mjs';
import { servedDate, setMockClock } from './clock';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

// Back from a checkout restores the page from the back-forward cache, as browsers do: the desktop
// Chromium has one (its headless shell, where the other payment return tests run, and Playwright's
// default flag turn it off).
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: e2eArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test('Back from the checkout page finds the booking dialog as it was, ready to book again', async ({ page }) => {
  await setMockClock(page);
  await page.addInitScript(() =>
    window.addEventListener('pageshow', (event) =>
      document.documentElement.setAttribute('data-restored', String(event.persisted)),
    ),
  );
  await signIn(page, 'customer');
  await page.goto('/classes/cl_2007');
  const day = await servedDate(page, '2026-12-08T06:00:00+00:00', { weekday: 'long', day: 'numeric', month: 'long' });
  await page.getByRole('button', { name: `Book ${day} at 6:00` }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Sunrise Vinyasa Flow' });
  // The provider's checkout page, on a checkout origin (this app's own in the tests).
  const checkout = `${new URL(page.url()).origin}/checkout/cs_test_a1b2c3`;
  await page.route('**/api/class/cl_2007/book', async (route) => {
    const request = route.request();
    const response = await route.fetch({ headers: { ...request.headers(), prefer: 'example=checkout' } });
    await route.fulfill({ response, json: { ...((await response.json()) as object), checkoutUrl: checkout } });
  });
  await dialog.getByRole('radio', { name: /^Card/ }).locator('xpath=ancestor::label[1]').click();
  const pay = dialog.getByRole('button', { name: 'Book and pay £30 by card' });
  await pay.click();
  await expect(page).toHaveURL(checkout);

  // A page restored from the cache fires no load event: the navigation's commit is the end of it.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/classes\/cl_2007$/);
  await expect(page.locator('html')).toHaveAttribute('data-restored', 'true');
  await expect(pay).toBeEnabled();
  await expect(pay).not.toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page);
});
