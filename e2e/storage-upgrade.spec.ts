import { setMockClock } from './clock';
import { expect, logInAsCustomer, prefer, test } from './fixtures';

test('a browser holding the seven keys of an older Kinetic keeps its session, choices, video places and push', async ({
  page,
}) => {
  await setMockClock(page);
  await logInAsCustomer(page);
  // The same browser as an older Kinetic left it: the version-2 root key and six keys beside it.
  const customerId = await page.evaluate(() => {
    const { slices } = JSON.parse(localStorage.getItem('kinetic') ?? '{}') as {
      slices: { customer: { profileId: string } };
    };
    localStorage.clear();
    const keep = (key: string, value: unknown) =>
      localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    keep('kinetic', { version: 2, slices });
    keep('kinetic.display', { language: 'es', theme: 'dark' });
    keep('kinetic-video-positions', { cl_2009: 724 });
    keep('kinetic-push', {
      owner: { role: 'customer', id: slices.customer.profileId },
      token: 'local-web-kept',
      createTime: Date.now(),
    });
    keep('CustomerToken', 'local-web-kept');
    keep('kinetic-push-local-token', 'local-web-kept');
    keep('kinetic-push-not-now', '1');
    return slices.customer.profileId;
  });

  await prefer(page, '**/api/customer/v1/get/videos/*', 'example=purchased');
  await page.goto('/library/cl_2009');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await expect(page.getByRole('heading', { level: 1, name: 'Breathwork for Better Sleep' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Seguir desde 12:04' })).toBeVisible();

  const kept = await page.evaluate(() => ({
    keys: Object.keys(localStorage).sort(),
    customerToken: localStorage.getItem('CustomerToken'),
    root: JSON.parse(localStorage.getItem('kinetic') ?? '{}') as {
      slices: { customer: { isAuthenticated: boolean } };
      entries: Record<string, unknown>;
    },
  }));
  expect(kept.keys).toEqual(['CustomerToken', 'kinetic']);
  expect(kept.customerToken).toBe('local-web-kept');
  expect(kept.root.slices.customer.isAuthenticated).toBe(true);
  expect(kept.root.entries).toMatchObject({
    display: { language: 'es', theme: 'dark' },
    videoPositions: { cl_2009: 724 },
    pushRecord: { owner: { role: 'customer', id: customerId }, token: 'local-web-kept' },
    pushLocalToken: 'local-web-kept',
    pushNotNow: true,
  });
});
