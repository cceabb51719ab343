import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures';

const TERMS_SECTIONS = [
  'Who we are and what these terms cover',
  'Your account',
  'Bookings, classes and subscriptions',
  'Prices, payments and account credit',
  'Cancellations and refunds',
  'If you are a trainer',
  'Health and safety',
  'Live and recorded video classes',
  'Reviews and acceptable use',
  'Intellectual property',
  'Our responsibility to you',
  'Suspending or closing an account',
  'Complaints, governing law and disputes',
  'Changes to these terms',
  'Contact us',
];

const PRIVACY_SECTIONS = [
  'Who we are',
  'The data we collect',
  'How we use your data and our lawful bases',
  'Who we share it with',
  'International transfers',
  'How long we keep it',
  'Your rights',
  'Cookies and local storage',
  'Children',
  'Security',
  'Changes to this policy',
  'Contact us',
];

/** Presses Tab until `target` has focus (fails after `max` presses). */
async function expectSections(page: Page, sections: string[]) {
  const article = page.getByRole('article');
  for (const [index, name] of sections.entries()) {
    await expect(article.getByRole('heading', { level: 2, name: `${index + 1}. ${name}`, exact: true })).toBeVisible();
  }
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveCount(sections.length);
}

test.describe('legal pages', () => {
  test('Terms of Service: reached from the footer, complete, with a working table of contents', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page).toHaveTitle('Kinetic — Terms of Service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Last updated: 22 November 2026')).toBeVisible();
    await expectSections(page, TERMS_SECTIONS);

    // The facts a UK marketplace's terms must state.
    const article = page.getByRole('article');
    await expect(article.getByText(/at least £20 for each 45 minutes/)).toBeVisible();
    await expect(article.getByText(/Consumer Rights Act 2015/)).toBeVisible();
    await expect(article.getByText(/law of England and Wales/)).toBeVisible();
    await expect(article.getByText(/consult a doctor/)).toBeVisible();
    await expect(article.getByText(/must not record/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'hello@kinetic.fit' }).first()).toHaveAttribute(
      'href',
      'mailto:hello@kinetic.fit',
    );
    await expectNoAxeViolations(page);

    // A contents link scrolls to its section and moves focus there.
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Cancellations and refunds' })
      .click();
    const section = page.getByRole('heading', { level: 2, name: '5. Cancellations and refunds' });
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
    await expect(page).toHaveURL(/\/terms-and-conditions#cancellations-and-refunds$/);
  });

  test('Terms of Service: the table of contents works with the keyboard alone', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    const link = page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Health and safety' });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    const section = page.getByRole('heading', { level: 2, name: '7. Health and safety' });
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();

    // Tabbing on continues from the section, and "Back to contents" returns to the list.
    const back = page.getByRole('link', { name: 'Back to contents' });
    await tabTo(page, back);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Contents' })).toBeFocused();
  });

  test('Privacy Policy: reached from the footer, complete, with a working table of contents', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page).toHaveTitle('Kinetic — Privacy Policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated: 22 November 2026')).toBeVisible();
    await expectSections(page, PRIVACY_SECTIONS);

    const article = page.getByRole('article');
    await expect(article.getByText(/UK General Data Protection Regulation/)).toBeVisible();
    await expect(article.getByText(/Data Protection Act 2018/)).toBeVisible();
    await expect(article.getByText(/We keep your session in your browser’s local storage/)).toBeVisible();
    await expect(article.getByRole('link', { name: 'ico.org.uk' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Your rights' }).click();
    const section = page.getByRole('heading', { level: 2, name: '7. Your rights' });
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
  });

  test('a shared link to a section opens at that section', async ({ page }) => {
    await page.goto('/privacy-policy#cookies-and-local-storage');
    const section = page.getByRole('heading', { level: 2, name: '8. Cookies and local storage' });
    await expect(section).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).not.toBeInViewport();
  });

  test('is in Spanish for a Spanish browser, saying that the English version applies', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto('/terms-and-conditions');
    await expect(page).toHaveTitle('Kinetic — Condiciones del servicio');
    await expect(page.getByRole('heading', { level: 1, name: 'Condiciones del servicio' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '5. Cancelaciones y reembolsos' })).toBeVisible();
    await expect(
      page.getByText('Si difiere de la versión en inglés, prevalece la versión en inglés.', { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByText(/^Si eres consumidor, tienes derechos legales según la Consumer Rights Act 2015/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
});
