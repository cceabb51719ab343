import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answering, json, withApp } from '@/app/lib/stories';
import { ClassForm } from './ClassForm';
import { emptyClass } from './classForm';

/**
 * `/trainer/classes/new`, the form of a new class. A live class keeps the trainer's default
 * cancellation and no-show fees or has its own from the start, none above the price typed, saved
 * once the class exists (a class being edited has them in its own section below the form).
 */
const meta = {
  title: 'Screens/Class form/New class',
  component: ClassForm,
  decorators: [withApp],
  args: { trainerId: 'tr-maya', initialValues: emptyClass() },
  beforeEach: answering([
    [
      'GET',
      /\/training-category\/categories$/,
      json([
        {
          id: 'ca-yoga',
          name: 'Yoga',
          slug: 'yoga',
          coverImageUrl: '/media/classes/category-yoga.svg',
          classCount: 12,
        },
      ]),
    ],
    ['GET', /\/training-equipments$/, json([{ id: 'eq-mat', name: 'Yoga mat', description: null }])],
  ]),
  parameters: { visual: { phone: true }, docs: { story: { inline: false, height: '1900px' } } },
} satisfies Meta<typeof ClassForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Its own fees chosen: the late-cancel window and fees appear, and one above the price is refused on its field. */
export const OwnFees: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fees = canvas.getByRole('radiogroup', { name: 'Cancellation and no-show fees' });
    await expect(within(fees).getByRole('radio', { name: 'Use my default' })).toBeChecked();
    await userEvent.click(within(fees).getByRole('radio', { name: 'Its own fees (at most its price, £26.67)' }));
    const window = canvas.getByRole('textbox', { name: 'Late-cancel window (hours)' });
    await userEvent.clear(window);
    await userEvent.type(window, '12');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Late-cancel fee' }), '5');
    const noShow = canvas.getByRole('textbox', { name: 'No-show fee' });
    await userEvent.type(noShow, '30');
    await userEvent.click(canvas.getByRole('button', { name: 'Create class' }));
    await expect(noShow).toHaveAccessibleDescription(/Enter a fee no higher than the class’s price \(£26\.67\)/);
  },
};

/** A recorded class has no sessions to cancel or miss: no fees to set. */
export const Recorded: Story = {
  parameters: { visual: { phone: false } },
  args: { initialValues: { ...emptyClass(), kind: 'recorded' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Recorded/ })).toBeChecked();
    await expect(canvas.queryByRole('radiogroup', { name: 'Cancellation and no-show fees' })).toBeNull();
  },
};
