import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Schema } from '@/sdk';
import { hiit, json, never, refusal, type Answer } from '@/app/lib/stories';
import { expectNoAxeViolations, held, renderScreen, type ScreenAnswers } from '@/app/lib/testing/screens';
import { signedInForEachTest } from '@/app/session/testing';
import ClassFormPage from './ClassFormPage';
import TrainerClassesPage from './TrainerClassesPage';

const DAY = 24 * 60 * 60 * 1000;

const classesRead = /^\/class\/web\/from-trainer$/;
const certificatesRead = /^\/trainer\/tr_1003\/certificates$/;
const create = /^\/class$/;

/** Priya's yoga certificate, validated: she may publish classes. */
const validated: Schema<'Certificate'>[] = [
  {
    id: 'ce_1101',
    name: '500-hour Yoga Teacher Training (RYT-500)',
    issuer: 'Yoga Alliance',
    fileName: 'ryt-500.pdf',
    status: 'VALIDATED',
    uploadedAt: '2026-01-20T10:00:00+00:00',
    reviewedAt: '2026-01-22T15:30:00+00:00',
    rejectionReason: null,
  },
];

const categories: Schema<'Category'>[] = [
  { id: 'cat_yoga', name: 'Yoga', slug: 'yoga', coverImageUrl: '/media/classes/category-yoga.svg', classCount: 5 },
  { id: 'cat_hiit', name: 'HIIT', slug: 'hiit', coverImageUrl: '/media/classes/category-hiit.svg', classCount: 3 },
];

const equipment: Schema<'MasterDataItem'>[] = [
  { id: 'eq_yoga_mat', name: 'Yoga mat', description: 'Any non-slip mat' },
  { id: 'eq_yoga_blocks', name: 'Yoga blocks', description: 'Foam or cork' },
];

/** The API's refusal of a class whose request failed validation, on a field the form does not have. */
const invalidRequest: Schema<'Error'> = {
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'The request is invalid.',
  timestamp: '2026-11-22T10:15:00+00:00',
  details: [{ field: 'size', message: 'must be less than or equal to 100' }],
};

/** The form's many fields take a while to draw without a browser: it is waited for longer. */
const drawn = { timeout: 5_000 };

// Actions one after the other, without a pause between them.
const user = userEvent.setup({ delay: null });

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
/** The `role` named `name` whose description, read after its name, says `words` (it fails without one). */
const saying = (role: string, name: string, words: string) =>
  screen.getByRole(role, { name, description: (text) => text.includes(words) });

/** Puts `text` in the empty field named `name` at once, as pasting would. */
async function paste(name: string, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

/** Types `text` in place of what the field named `name` held, then leaves it, as the field takes it. */
async function retype(name: string, text: string) {
  await user.clear(field(name));
  await user.paste(text);
  await user.tab();
}

/** The trainer's classes, her certificates answered as `certificates` says. */
const openClasses = (classes: Answer, certificates: Answer) =>
  renderScreen('/trainer/classes', <TrainerClassesPage />, [
    ['GET', classesRead, classes],
    ['GET', certificatesRead, certificates],
  ]);

/** The new class form, with the categories and equipment to choose from; `more` answers as it says. */
async function openNewClass(certificates: Answer, more: ScreenAnswers = []) {
  renderScreen('/trainer/classes/new', <ClassFormPage />, [
    ['GET', certificatesRead, certificates],
    ['GET', /^\/master-data\/public\/training-category\/categories$/, json(categories)],
    ['GET', /^\/master-data\/public\/training-equipments$/, json(equipment)],
    ...more,
  ]);
  await screen.findByRole('checkbox', { name: 'Yoga mat' }, drawn);
}

/** Types `when`, as this computer's clock reads it, into the Starting date's day, month, year, hour and minute. */
async function typeStart(when: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  screen.getByRole('spinbutton', { name: /^day, Starting date/ }).focus();
  await user.keyboard(
    `${pad(when.getDate())}${pad(when.getMonth() + 1)}${when.getFullYear()}${pad(when.getHours())}${pad(when.getMinutes())}`,
  );
}

/** Chooses `option` in the select named `label`. */
async function choose(label: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills every required field of a new live class, two weeks ahead, on Mondays. */
async function fillLiveClass() {
  await paste('Class title', 'Evening Slow Flow');
  await paste('Description', 'A slow, grounding flow to end the day.');
  await choose('Category', 'Yoga');
  await choose('Difficulty', 'Beginner');
  await user.click(screen.getByRole('checkbox', { name: 'Yoga mat' }));
  await typeStart(new Date(Date.now() + 14 * DAY + 3 * 60 * 60 * 1000));
  await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
}

// The trainer's list of classes while it loads, when it fails and when there are none yet; what
// she is told until a certificate is validated; and the new class form's rules, what it marks and
// says before anything is sent, and what it keeps when the class is refused.
signedInForEachTest('trainer', { id: 'tr_1003', firstName: 'Priya' });

describe('the trainer’s classes', () => {
  it('show their skeleton, announced, while they load, then a failure with Try again, which loads them', async () => {
    let answer: Answer = refusal(500, 'INTERNAL', 'Down.');
    const first = held(() => answer());
    renderScreen('/trainer/classes', <TrainerClassesPage />, [['GET', classesRead, first.answer]]);
    expect(await screen.findByRole('status', { name: 'Loading your classes' })).toBeTruthy();
    first.release();
    expect(await screen.findByRole('heading', { name: 'Your classes could not load' })).toBeTruthy();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('status', { name: 'Loading your classes' })).toBeNull();
    await expectNoAxeViolations();

    answer = json([hiit]);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: 'Your classes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: hiit.title })).toBeTruthy();
  });

  it('say when there are none yet, and offer to create one', async () => {
    openClasses(json([]), json(validated));
    expect(await screen.findByRole('heading', { name: 'No classes yet' })).toBeTruthy();
    const newClass = screen.getAllByRole('link', { name: 'New class' });
    expect(newClass).toHaveLength(2);
    expect(newClass.map((link) => link.getAttribute('href'))).toEqual(['/trainer/classes/new', '/trainer/classes/new']);
    await expectNoAxeViolations();
  });

  it('until a certificate is validated, say what to do instead of offering a new class', async () => {
    const { history } = openClasses(json([hiit]), json([]));
    expect(await screen.findByText('You cannot publish classes yet')).toBeTruthy();
    await screen.findByRole('list', { name: 'Your classes' });
    expect(screen.queryByRole('link', { name: 'New class' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'See what is missing' }));
    expect(history.at(-1)).toBe('/trainer/onboarding');
  });
});

describe('creating a class', { timeout: 30_000 }, () => {
  it('until a certificate is validated, says what to do instead of the form', async () => {
    renderScreen('/trainer/classes/new', <ClassFormPage />, [['GET', certificatesRead, json([])]]);
    expect(await screen.findByText('You cannot publish classes yet')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Class title' })).toBeNull();
  });

  it('checks each field where it is, and refuses a start in the past', async () => {
    const creates = vi.fn(never);
    await openNewClass(json(validated), [['POST', create, creates]]);
    await user.click(screen.getByRole('button', { name: 'Create class' }));
    const alert = screen
      .getAllByRole('alert')
      .find((each) => each.textContent === 'Please fill in all required fields');
    expect(alert).toBeTruthy();
    expect(document.activeElement).toBe(field('Class title'));
    expect(saying('textbox', 'Class title', 'Give the class a title')).toBeTruthy();
    expect(saying('textbox', 'Description', 'Describe the class')).toBeTruthy();

    await typeStart(new Date(Date.now() - 2 * DAY));
    await user.click(screen.getByRole('button', { name: 'Create class' }));
    expect(screen.getByText('Choose a day and time that is not in the past.')).toBeTruthy();
    expect(creates).not.toHaveBeenCalled();
  });

  it('works out the least price from the duration: £20 per 45 minutes', async () => {
    await openNewClass(json(validated));
    const price = () => field('Price per person');
    expect(price().value).toBe('£26.67');
    expect(saying('textbox', 'Price per person', 'At least £26.67 for 60 minutes')).toBeTruthy();
    for (const [minutes, value, least] of [
      ['45', '£20.00', '£20'],
      ['90', '£40.00', '£40'],
      ['30', '£13.34', '£13.34'],
      ['120', '£53.34', '£53.34'],
    ] as const) {
      await retype('Duration (minutes)', minutes);
      expect(price().value).toBe(value);
      expect(saying('textbox', 'Price per person', `At least ${least} for ${minutes} minutes`)).toBeTruthy();
    }
    // A price the trainer typed stays, whatever the duration becomes.
    await retype('Price per person', '35');
    for (const minutes of ['90', '120']) {
      await retype('Duration (minutes)', minutes);
      expect(price().value).toBe('£35.00');
    }
    await user.click(screen.getByRole('button', { name: 'Create class' }));
    expect(
      saying('textbox', 'Price per person', 'The price must be at least £20 per 45 minutes of class'),
    ).toBeTruthy();
  });

  it('keeps everything on a failure, says so exactly, and sends once on a double click', async () => {
    const creates = vi.fn(json(invalidRequest, 400));
    await openNewClass(json(validated), [['POST', create, creates]]);
    const pictures = screen.getByRole('group', { name: 'Pictures' });
    const picker = pictures.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File([new Uint8Array(1000)], 'cover.png', { type: 'image/png' }));
    await fillLiveClass();
    await user.dblClick(screen.getByRole('button', { name: 'Create class' }));
    expect((await screen.findAllByText('Class Not Created Successfully'))[0]).toBeTruthy();
    expect(creates).toHaveBeenCalledTimes(1);
    expect(field('Class title').value).toBe('Evening Slow Flow');
    expect(screen.getByRole('button', { name: 'Remove cover.png' })).toBeTruthy();
    await expectNoAxeViolations();
  });
});
