import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withApp } from '@/app/lib/stories';
import { PackForm } from './PackFormPage';
import { emptyPack, fromPack } from './packForm';
import { answering, classes, json, packs, refusal } from './storyAnswers';

/**
 * A class pack's form, new or with the pack being edited: name, credits and validity, the price
 * with what a credit then costs, what a credit pays for (kinds of session, or the trainer's own
 * classes) and whether it is on sale.
 *
 * Each field says what is wrong on itself when Create is pressed, and the form's summary is
 * announced; the API's refusals go on the fields they name. A new pack is sent once (one
 * Idempotency-Key until it is created).
 */
const meta = {
  title: 'Screens/Packs and offers/Pack form',
  component: PackForm,
  decorators: [withApp],
  parameters: { visual: { phone: true }, docs: { story: { inline: false, height: '900px' } } },
  args: { trainerId: 'tr-maya', initialValues: emptyPack() },
  beforeEach: answering([
    ['GET', /^\/class\/web\/from-trainer$/, json(classes)],
    ['POST', /\/packs$/, refusal(400, 'VALIDATION_FAILED', 'A pack lasts from 7 to 365 days.', 'validityDays')],
  ]),
} satisfies Meta<typeof PackForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new pack: ten live classes for 90 days, on sale, until a price is typed. */
export const New: Story = {};

/** A pack being edited, paying for two chosen classes; the price per credit shows under the price. */
export const Edit: Story = {
  args: { existing: packs[1], initialValues: fromPack(packs[1]!) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Kettlebell Strength' })).toBeChecked();
    await expect(canvas.getByText('From £1 to £2,000 for the whole pack. That is £7.50 a credit.')).toBeVisible();
  },
};

/** Create with nothing filled in: each field says what it needs, the first is focused. */
export const Invalid: Story = {
  args: { initialValues: { ...emptyPack(), credits: 1, kinds: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create pack' }));
    await expect(canvas.getByLabelText('Pack name')).toHaveFocus();
    await expect(canvas.getByText('Enter a whole number of credits from 2 to 50')).toBeVisible();
    await expect(canvas.getByText('Choose what a credit pays for')).toBeVisible();
  },
};

/** The API refuses the validity: its message shows on that field. */
export const Refused: Story = {
  args: { initialValues: { ...emptyPack(), name: 'Ten live classes', price: 70 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create pack' }));
    const validity = canvas.getByRole('textbox', { name: 'Valid for (days)' });
    await expect(await canvas.findByText('A pack lasts from 7 to 365 days.')).toBeVisible();
    await expect(validity).toHaveAttribute('aria-invalid', 'true');
  },
};
