import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { parseDate } from '@/design-system';
import { withApp } from '@/app/lib/stories';
import { emptyCode, fromCode } from './codeForm';
import { PromoCodeForm } from './PromoCodeFormPage';
import { answering, promoCodes, refusal } from './storyAnswers';

/**
 * A promo code's form: the code, a percentage or an amount off, what it applies to, its first and
 * last day, its uses in all and per customer, whether a subscription's discount repeats, and
 * active or paused.
 *
 * Its own checks and the API's refusals (the code taken, an end before the start, over 100
 * percent, an amount over the price) show on the field they concern; the summary is announced.
 */
const meta = {
  title: 'Screens/Packs and offers/Promo code form',
  component: PromoCodeForm,
  decorators: [withApp],
  parameters: { visual: { phone: true }, docs: { story: { inline: false, height: '760px' } } },
  args: { trainerId: 'tr-maya', initialValues: emptyCode(parseDate('2026-03-18')) },
  beforeEach: answering([
    ['POST', /\/promo-codes$/, refusal(409, 'PROMO_CODE_TAKEN', 'You already have a code SPRING20.', 'code')],
  ]),
} satisfies Meta<typeof PromoCodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new code from today, 1 use per customer, no end and no limit in all. */
export const New: Story = {};

/** A code with a subscription among what it applies to asks whether the discount repeats. */
export const Edit: Story = {
  args: { existing: promoCodes[0], initialValues: fromCode(promoCodes[0]!) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('switch', { name: /A subscription’s discount repeats every month/ }),
    ).not.toBeChecked();
  },
};

/** The form's own checks: over 100 percent and an end before the start, on their fields. */
export const Invalid: Story = {
  args: {
    initialValues: {
      ...emptyCode(parseDate('2026-03-18')),
      code: 'SPRING20',
      percentOff: 120,
      endsOn: parseDate('2026-03-10'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create code' }));
    await expect(canvas.getByRole('textbox', { name: 'Percentage off' })).toHaveAccessibleDescription(
      'Enter a whole percentage from 1 to 100',
    );
    await expect(canvas.getByRole('group', { name: 'Last day' })).toHaveAccessibleDescription(
      /Choose a last day on or after the first day/,
    );
  },
};

/** The code is taken: the API's refusal shows on the code's field. */
export const CodeTaken: Story = {
  args: { initialValues: { ...emptyCode(parseDate('2026-03-18')), code: 'SPRING20', percentOff: 20 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create code' }));
    await expect(await canvas.findByText('You already have a code SPRING20.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Code' })).toHaveAttribute('aria-invalid', 'true');
  },
};
