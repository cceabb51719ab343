import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Text } from '../Text/Text';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A price whose unit the eye reads from the layout and a screen reader hears in words. */
export const Default: Story = {
  render: () => (
    <Inline space="xsmall">
      <Text weight="strong">£12</Text>
      <Text tone="muted">/ session</Text>
      <VisuallyHidden>per session, paid when you book</VisuallyHidden>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('per session, paid when you book');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
