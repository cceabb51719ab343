import type { Locator, Page } from '@playwright/test';
import { MOCK_NOW, servedDate, setMockClock } from './clock';
import { expect, expectNoAxeViolations, pickOption, prefer, signIn, tabTo, test, typeDateTime } from './fixtures';

// The customer and the trainer whom the other specs leave out: a Spanish speaker on a 320 px phone in
// Windows' forced colours, with the keyboard alone. What they rely on: every word in Spanish, a page
// that reflows rather than scrolling sideways (WCAG 1.4.10), and a focus ring the system colours keep.
test.use({ locale: 'es-ES', viewport: { width: 320, height: 640 }, colorScheme: 'dark' });

test.beforeEach(async ({ page }) => {
  await setMockClock(page);
});

/**
 * Scans the page with axe in its own dark colours, then turns forced colours on. Under forced colours
 * the system's pair of colours draws the text; Chromium still reports some elements' own colours to
 * axe, whose contrast figures then describe nothing that is drawn.
 */
async function scanThenForceColours(page: Page) {
  await expectNoAxeViolations(page);
  await page.emulateMedia({ forcedColors: 'active' });
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// The contract's second session of Sunrise Vinyasa Flow, open to book (the customer holds the first).
const SECOND = '2026-12-08T06:00:00+00:00';

/** Nothing on the page is wider than the window. */
const reflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/**
 * Tabs to `target` and says whether a focus ring is drawn around it: around its drawn box for a
 * switch, radio or checkbox, whose input is hidden.
 */
async function focusRingOn(page: Page, target: Locator) {
  await tabTo(page, target);
  return target.evaluate((el) => {
    const choice = el.matches('input[type="checkbox"], input[type="radio"]');
    const drawn = (choice && el.closest('label')?.querySelector('[aria-hidden="true"]')) || el;
    const style = getComputedStyle(drawn);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  });
}

/** The colour a radio's, checkbox's or switch's drawn box is filled with (the input itself is hidden). */
const choiceMark = (input: Locator) =>
  input.evaluate((el) => getComputedStyle(el.closest('label')!.querySelector('[aria-hidden="true"]')!).backgroundColor);

test('a customer books a class and finds it in their upcoming sessions', async ({ page }) => {
  // No class pack here, so the dialog pays from account credit.
  await prefer(page, '**/api/customer/packs', 'example=empty');
  await signIn(page, 'customer');
  await page.goto('/classes/cl_2007');
  await expect(page.getByRole('region', { name: 'Próximas sesiones' })).toBeVisible();
  expect(await reflows(page)).toBe(true);
  await scanThenForceColours(page);

  const day = await servedDate(page, SECOND, { weekday: 'long', day: 'numeric', month: 'long' });
  const book = page.getByRole('button', { name: `Reservar el ${day} a las 6:00` });
  expect(await focusRingOn(page, book)).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reservar Sunrise Vinyasa Flow' });
  // The chosen way to pay is drawn as chosen in the system's colours too, not only announced.
  const credit = dialog.getByRole('radio', { name: /Saldo de la cuenta/ });
  await expect(credit).toBeChecked();
  expect(await choiceMark(credit)).not.toBe(await choiceMark(dialog.getByRole('radio', { name: /Tarjeta/ })));
  const pay = dialog.getByRole('button', { name: /^Reservar y pagar .+ con saldo$/ });
  expect(await focusRingOn(page, pay)).toBe(true);
  expect(await reflows(page)).toBe(true);
  await page.keyboard.press('Space');
  await expect(dialog.getByText('Reserva hecha')).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Hecho' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  await page.emulateMedia({ forcedColors: 'none' });
  await page.goto('/dashboard');
  const when = await servedDate(page, SECOND, { weekday: 'short', day: 'numeric', month: 'short' });
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Sunrise Vinyasa Flow' })
      .filter({ hasText: `${when}, 06:00` }),
  ).toBeVisible();
  expect(await reflows(page)).toBe(true);
  await expectNoAxeViolations(page);
});

test('a customer turns a notification off in their profile, sees it off, and saves it', async ({ page }) => {
  await signIn(page, 'customer');
  await page.goto('/dashboard/profile');
  const reminders = page.getByRole('switch', { name: 'Recordatorios antes de mis clases' });
  await expect(reminders).toBeChecked();
  expect(await reflows(page)).toBe(true);
  await scanThenForceColours(page);
  const on = await choiceMark(reminders);
  expect(await focusRingOn(page, reminders)).toBe(true);
  await page.keyboard.press('Space');
  await expect(reminders).not.toBeChecked();
  // Off is drawn differently from on in the system's colours too.
  expect(await choiceMark(reminders)).not.toBe(on);
  await tabTo(page, page.getByRole('button', { name: 'Guardar las notificaciones' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Tus ajustes de notificaciones están guardados.')).toBeVisible();
  expect(await reflows(page)).toBe(true);
});

test('a trainer’s class form says what is missing, in Spanish, takes the focus there, and creates the class filled in', async ({
  page,
}) => {
  // The whole class form, every field reached and filled by the keyboard (the fees' choice too).
  test.slow();
  await signIn(page, 'trainer');
  await page.goto('/trainer/classes/new');
  const title = page.getByRole('textbox', { name: 'Título de la clase' });
  await expect(title).toBeVisible();
  expect(await reflows(page)).toBe(true);
  await scanThenForceColours(page);
  expect(await focusRingOn(page, title)).toBe(true);
  const create = page.getByRole('button', { name: 'Crear la clase' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription(/Ponle un título a la clase/);
  expect(await reflows(page)).toBe(true);

  // Every field filled in with the keyboard, each with its focus ring in the system's colours.
  await page.keyboard.type('Flow de tarde');
  const description = page.getByRole('textbox', { name: 'Descripción' });
  expect(await focusRingOn(page, description)).toBe(true);
  await page.keyboard.type('Un flow lento para cerrar el día.');
  await pickOption(page, 'Categoría', 'Yoga');
  await pickOption(page, 'Nivel', 'Principiante');
  const mat = page.getByRole('checkbox', { name: 'Esterilla de yoga' });
  expect(await focusRingOn(page, mat)).toBe(true);
  const unticked = await choiceMark(mat);
  await page.keyboard.press('Space');
  expect(await choiceMark(mat)).not.toBe(unticked);
  await typeDateTime(
    page.getByRole('spinbutton', { name: /^día, Fecha de inicio/ }),
    new Date(MOCK_NOW.getTime() + 14 * DAY + 3 * HOUR),
  );
  const monday = page.getByRole('checkbox', { name: 'lunes' });
  expect(await focusRingOn(page, monday)).toBe(true);
  await page.keyboard.press('Space');
  expect(await reflows(page)).toBe(true);
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Clase creada correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/trainer\/classes$/);
});
