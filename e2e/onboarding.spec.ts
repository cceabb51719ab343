import type { Page } from '@playwright/test';
import { setMockClock } from './clock';
import { expect, expectNoAxeViolations, logIn, prefer, test } from './fixtures';

// This spec reads what the page sent (request bodies).
test.use({ readsBodies: true });

const answers = '**/api/customer/cu_3001/onboarding-answers';

/** Signs in as a customer who has not answered the onboarding questions (their first sign-in). */
async function logInAsNewCustomer(page: Page) {
  await prefer(page, '**/api/user/profile?*', 'example=newCustomer');
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/onboarding$/);
}

const progress = (page: Page) => page.getByRole('progressbar');

test.describe('onboarding questions', () => {
  test.beforeEach(({ page }) => setMockClock(page));

  test('a new customer answers every question with the keyboard alone, and the answers are saved', async ({ page }) => {
    // Nothing answered yet: reading the answers finds none.
    await page.route(answers, (route) =>
      route.request().method() === 'GET'
        ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=404' } })
        : route.fallback(),
    );
    await logInAsNewCustomer(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Tell us how you like to train' })).toBeVisible();
    await expect(progress(page)).toHaveAccessibleName('Question 1 of 7');
    await expectNoAxeViolations(page);

    // Next with nothing chosen: the field says what is missing, the form says why it stayed.
    const goals = page.getByRole('group', { name: 'What are your main goals?' });
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(goals).toContainText('Select atleast one of the options');
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Get stronger' })).toBeFocused();

    // Choices with Space, Tab to Next, Enter.
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Reduce stress
    await expect(page.getByRole('checkbox', { name: 'Reduce stress' })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');

    // A single choice: arrow keys move the choice.
    await expect(progress(page)).toHaveAccessibleName('Question 2 of 7');
    const level = page.getByRole('radiogroup', { name: 'How would you describe your fitness level?' });
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(level).toContainText('Select any one of the options');
    await expect(page.getByRole('radio', { name: 'Just starting out' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'I train now and then' })).toBeChecked();

    // Back keeps what was chosen.
    await page.getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('checkbox', { name: 'Reduce stress' })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('radio', { name: 'I train now and then' })).toBeChecked();

    const choose = async (step: number, option: string) => {
      await page.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
      await expect(progress(page)).toHaveAccessibleName(`Question ${step} of 7`);
      const choice = page.getByRole('checkbox', { name: option }).or(page.getByRole('radio', { name: option }));
      await choice.focus();
      await page.keyboard.press('Space');
      await expect(choice).toBeChecked();
    };
    await choose(3, '3–4 times a week');
    await choose(4, 'Morning');
    await choose(5, 'Yoga mat Any non-slip mat');
    await choose(6, 'Moderate Breathing harder, can still talk');
    await expectNoAxeViolations(page);
    await choose(7, 'Pilates');

    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('onboarding-answers'),
    );
    await page.getByRole('button', { name: 'Save my answers' }).focus();
    await page.keyboard.press('Enter');
    expect((await put).postDataJSON()).toEqual({
      answers: [
        { questionId: 'q_goal', optionIds: ['opt_strength', 'opt_stress'] },
        { questionId: 'q_level', optionIds: ['opt_intermediate'] },
        { questionId: 'q_frequency', optionIds: ['opt_3_4'] },
        { questionId: 'q_time', optionIds: ['opt_morning'] },
        { questionId: 'equipment', optionIds: ['eq_yoga_mat'] },
        { questionId: 'intensity', optionIds: ['in_moderate'] },
        { questionId: 'categories', optionIds: ['cat_pilates'] },
      ],
    });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Skip for now goes to the dashboard, which does not ask again in this session', async ({ page }) => {
    await logInAsNewCustomer(page);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /ready to train/ })).toBeVisible();
  });

  test('has no axe violations in the dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await logInAsNewCustomer(page);
    await expect(progress(page)).toHaveAccessibleName('Question 1 of 7');
    await expectNoAxeViolations(page);
  });
});
