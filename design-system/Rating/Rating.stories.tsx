import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Rating } from './Rating';
import { RatingInput } from './RatingInput';

const meta = {
  title: 'Components/Rating',
  component: Rating,
  args: { value: 4.6, label: 'Rated 4.6 out of 5' },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

const starLabel = (n: number) => (n === 1 ? '1 star' : `${n} stars`);

export const Display: Story = {};
export const DisplayWithCount: Story = { args: { showValue: true, caption: '(128 reviews)' } };
export const Values: Story = {
  render: () => (
    <Stack space="small">
      {[0, 1.5, 3, 4.2, 5].map((v) => (
        <Rating key={v} value={v} label={`Rated ${v} out of 5`} showValue />
      ))}
    </Stack>
  ),
};
function ControlledInput() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <RatingInput
      label="Your rating"
      description="How was the class?"
      value={value}
      onChange={setValue}
      starLabel={starLabel}
    />
  );
}

export const Input: Story = {
  render: () => <ControlledInput />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};
export const InputFocusVisible: Story = {
  render: () => <RatingInput label="Your rating" defaultValue={3} starLabel={starLabel} />,
  play: async () => {
    await userEvent.tab();
  },
};
export const InputInvalid: Story = {
  render: () => (
    <RatingInput
      label="Your rating"
      isInvalid
      errorMessage="Choose a rating to post your review"
      starLabel={starLabel}
    />
  ),
};
export const InputDisabled: Story = {
  render: () => <RatingInput label="Your rating" isDisabled defaultValue={2} starLabel={starLabel} />,
};
export const Dark: Story = {
  render: () => (
    <Stack space="large">
      <Rating value={4.6} label="Rated 4.6 out of 5" showValue caption="(128 reviews)" />
      <RatingInput label="Your rating" defaultValue={4} starLabel={starLabel} />
    </Stack>
  ),
  globals: { colorScheme: 'dark' },
};
