import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectNoEqualAccessViolations,
  logInAsCustomer,
  logInAsTrainerAt,
  tabTo,
  test,
} from './fixtures';
import { servedId } from './clock';

/** The main routes of each kind of visitor (the trainer's forms and filters included). */
const ROUTES = {
  visitor: ['/', '/discover', '/discover?tab=live', '/trainers/tr_1003', '/classes/cl_2007', '/accessibility'],
  customer: [
    '/dashboard',
    '/library',
    '/dashboard/credit',
    '/dashboard/profile',
    '/dashboard/packs',
    '/dashboard/fees',
  ],
  trainer: [
    '/trainer/dashboard',
    '/trainer/classes',
    '/trainer/classes/new',
    '/trainer/availability',
    '/trainer/subscriptions/new',
    '/trainer/packs',
    '/trainer/packs/new',
    '/trainer/packs/codes/new',
    `/trainer/sessions/${servedId('ci_2007_20261201')}?class=cl_2007`,
  ],
} as const;

/** Opens `path` and waits until its title is there and no part of it is still loading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: /^(Loading|Cargando)/ })).toHaveCount(0);
}

/** What a pointer or keyboard can act on, as the page lays it out now (hidden ones left out). */
const TARGETS =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=option], [role=menuitem], [role=slider], [tabindex]:not([tabindex="-1"])';

/** A target as the page lays it out now. */
interface Target {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** A link inside a line of text, which the line's height sizes (exempt from 2.5.8). */
  inline: boolean;
  /** Its own content is wider than its box. */
  cut: string | null;
}

/**
 * Every target a person can see and point at: not hidden, not visually hidden (clipped, as React
 * Aria's native inputs and dismiss buttons under its own controls are), not 1 px.
 */
function targets(page: Page) {
  return page.evaluate((selector) => {
    const clipped = (el: HTMLElement) => {
      for (let node: HTMLElement | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
      }
      return false;
    };
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !clipped(el))
      .map((el): Target => {
        const rect = el.getBoundingClientRect();
        const text = el.parentElement?.textContent?.trim() ?? '';
        return {
          name: `${el.tagName.toLowerCase()} “${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 60)}”`,
          left: rect.left,
          right: rect.right,
          top: rect.top,
          bottom: rect.bottom,
          inline: el.tagName === 'A' && getComputedStyle(el).display === 'inline' && text !== el.textContent?.trim(),
          cut:
            el.tagName !== 'INPUT' && el.tagName !== 'TEXTAREA' && el.scrollWidth > el.clientWidth + 1
              ? `${el.scrollWidth} px of content in ${el.clientWidth} px`
              : null,
        };
      })
      .filter((t) => t.right - t.left > 1 && t.bottom - t.top > 1);
  }, TARGETS);
}

/**
 * The targets smaller than 24 × 24 CSS px that are not spaced from every other target (WCAG 2.2's
 * 2.5.8: a 24 px circle on each small target's centre overlaps no other target or small target's
 * circle), leaving out links inside a line of text.
 */
async function crampedTargets(page: Page) {
  const all = (await targets(page)).filter((t) => !t.inline);
  const small = all.filter((t) => t.right - t.left < 24 || t.bottom - t.top < 24);
  const centre = (t: Target) => ({ x: (t.left + t.right) / 2, y: (t.top + t.bottom) / 2 });
  const distance = (p: { x: number; y: number }, t: Target) =>
    Math.hypot(Math.max(t.left - p.x, 0, p.x - t.right), Math.max(t.top - p.y, 0, p.y - t.bottom));
  const inside = (a: Target, b: Target) =>
    a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;
  return small
    .filter((t) =>
      all.some(
        (other) =>
          other !== t &&
          !inside(t, other) &&
          !inside(other, t) &&
          (distance(centre(t), other) < 12 ||
            (small.includes(other) && Math.hypot(centre(t).x - centre(other).x, centre(t).y - centre(other).y) < 24)),
      ),
    )
    .map((t) => `${t.name} (${Math.round(t.right - t.left)} × ${Math.round(t.bottom - t.top)})`);
}

/**
 * What does not fit a narrow window: the page scrolling sideways, and any control that sticks out
 * of the window or whose own content is cut (WCAG 1.4.10 and 1.4.12).
 */
async function overflow(page: Page) {
  const { width, scrollWidth } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  const found = scrollWidth > width ? [`the page is ${scrollWidth} px wide in a ${width} px window`] : [];
  for (const t of await targets(page)) {
    if (t.left < -0.5 || t.right > width + 0.5)
      found.push(`${t.name} runs from ${Math.round(t.left)} to ${Math.round(t.right)} px`);
    else if (t.cut) found.push(`${t.name} is cut: ${t.cut}`);
  }
  return found;
}

/** WCAG 1.4.12's text spacing, as a reader's style sheet would set it. */
async function spaceText(page: Page) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

async function sweep(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await test.step(path, async () => {
      await open(page, path);
      await expectNoAxeViolations(page);
      await expectNoEqualAccessViolations(page);
      expect(await crampedTargets(page), `targets under 24 px on ${path}`).toEqual([]);
    });
  }
}

test.describe('every main route', () => {
  // Each test opens up to six pages and scans each with both checkers: more than one page's 30 s.
  test.describe.configure({ timeout: 90_000 });

  test('a visitor’s pages pass both checkers and have targets of 24 px', async ({ page }) => {
    await sweep(page, ROUTES.visitor);
  });

  test('a customer’s pages pass both checkers and have targets of 24 px', async ({ page }) => {
    await logInAsCustomer(page);
    await sweep(page, ROUTES.customer);
  });

  test('a trainer’s pages pass both checkers and have targets of 24 px', async ({ page }) => {
    await logInAsTrainerAt(page, '/trainer/dashboard');
    await sweep(page, ROUTES.trainer);
    // A form sent empty: every field invalid, the summary shown.
    await open(page, '/trainer/subscriptions/new');
    await page.getByRole('button', { name: 'Create plan' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expectNoAxeViolations(page);
    await expectNoEqualAccessViolations(page);
  });
});

test.describe('at 320 CSS px', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  for (const lang of ['en', 'es']) {
    test(`in ${lang}, a visitor’s pages reflow without sideways scrolling, with and without wider text spacing`, async ({
      page,
    }) => {
      for (const path of ROUTES.visitor) {
        await test.step(path, async () => {
          await open(page, `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
          expect(await overflow(page), `${path} at 320 px`).toEqual([]);
          await spaceText(page);
          expect(await overflow(page), `${path} at 320 px with wider text spacing`).toEqual([]);
        });
      }
    });
  }
});

test.describe('the booking dialog at 320 CSS px', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  for (const [lang, book] of [
    ['en', 'Book the next session'],
    ['es', 'Reservar la próxima sesión'],
  ] as const) {
    test(`in ${lang}, the class page and its booking dialog fit, every button whole`, async ({ page }) => {
      await logInAsCustomer(page);
      await open(page, `/classes/cl_2007?lang=${lang}`);
      expect(await overflow(page), 'the class page').toEqual([]);
      await page.getByRole('button', { name: book }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('radio').first()).toBeVisible();
      expect(await overflow(page), 'the booking dialog').toEqual([]);
    });
  }
});

test.describe('the accessibility statement', () => {
  test('is linked from every page’s footer and says what is met, how it is tested and how to report a problem', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page).toHaveTitle(/Accessibility statement/);
    const statement = page.getByRole('article');
    for (const section of ['What we meet', 'How we test', 'Known limitations', 'Tell us about a problem'])
      await expect(statement.getByRole('heading', { level: 2, name: new RegExp(section) })).toBeVisible();
    await expect(statement).toContainText('WCAG) 2.2 at level AA');
    await expect(statement.getByRole('link', { name: 'accessibility@kinetic.fit' })).toHaveAttribute(
      'href',
      'mailto:accessibility@kinetic.fit',
    );
    await expectNoAxeViolations(page);
  });
});

/**
 * What is drawn over the focused control at its centre, top and bottom edges (the sticky header, a
 * toast), described; null when the control is what a pointer would hit there. The header's and the
 * toasts' own controls are part of what covers, and the skip link is drawn over the header on purpose.
 */
const focusCovered = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (
      !(el instanceof HTMLElement) ||
      el === document.body ||
      el.closest('header, [aria-label="Notifications"]') ||
      el.matches('[href="#main"]')
    )
      return null;
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const over = [r.top + r.height / 2, r.top + 2, r.bottom - 2]
      .map((y) => document.elementFromPoint(x, y))
      .find((hit) => hit && hit !== el && !el.contains(hit));
    if (!over) return null;
    const by = over.closest('header')
      ? 'the header'
      : over.closest('[aria-label="Notifications"]')
        ? 'a toast'
        : over.tagName;
    return `${el.textContent?.trim().slice(0, 40)} under ${by}`;
  });

test.describe('the keyboard', () => {
  test('never leaves the focused control under the sticky header (WCAG 2.4.11)', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 500 });
    await open(page, '/terms-and-conditions');
    const covered: string[] = [];
    // Down through the contents and the document, then back up.
    for (const key of [...Array<string>(30).fill('Tab'), ...Array<string>(15).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const hidden = await focusCovered(page);
      if (hidden) covered.push(hidden);
    }
    expect(covered).toEqual([]);
  });

  test('never leaves the focused control under a toast, down to the page’s last link (WCAG 2.4.11)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    // The page's timers are the test's, so the toast stays however long the walk down the page takes.
    await page.clock.install();
    await logInAsTrainerAt(page, '/trainer/availability');
    await page.getByRole('button', { name: 'Save availability' }).click();
    const toasts = page.getByRole('region', { name: 'Notifications' });
    await expect(toasts).toContainText('Availability saved');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await toasts.hover();
    const last = page.getByRole('contentinfo').getByRole('link').last();
    const covered: string[] = [];
    for (
      let presses = 0;
      presses < 80 && !(await last.evaluate((link) => link === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
      const hidden = await focusCovered(page);
      if (hidden) covered.push(hidden);
    }
    await expect(last).toBeFocused();
    await expect(toasts).toContainText('Availability saved');
    expect(covered).toEqual([]);
  });

  test('adds pictures to a class without dragging, and orders them with buttons (WCAG 2.5.7)', async ({ page }) => {
    await logInAsTrainerAt(page, '/trainer/classes/new');
    const pictures = page.getByRole('group', { name: 'Pictures' });
    const chooser = page.waitForEvent('filechooser');
    await pictures.getByRole('button', { name: 'Choose pictures' }).click();
    await (
      await chooser
    ).setFiles(
      ['cover.png', 'studio.png'].map((name) => ({ name, mimeType: 'image/png', buffer: Buffer.alloc(1000, 1) })),
    );
    await tabTo(page, pictures.getByRole('button', { name: 'Move studio.png earlier' }));
    await page.keyboard.press('Enter');
    await expect(pictures.getByRole('button', { name: 'Move cover.png earlier' })).toBeVisible();
    await expect(pictures.getByRole('button', { name: 'Move studio.png later' })).toBeVisible();
  });
});

test.describe('in forced colours', () => {
  test.use({ colorScheme: 'dark' });

  test('the focus ring and the fields’ borders stay drawn (WCAG 1.4.11)', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await logInAsTrainerAt(page, '/trainer/subscriptions/new');
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    const name = page.getByRole('textbox', { name: 'Name' });
    await tabTo(page, name);
    const ring = await name.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        outline: style.outlineStyle,
        outlineWidth: parseFloat(style.outlineWidth),
        border: style.borderTopStyle,
      };
    });
    expect(ring.outline).toBe('solid');
    expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);
    expect(ring.border).not.toBe('none');
  });
});
