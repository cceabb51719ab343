import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Heading } from './Heading';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { level: 2, children: 'Live this week' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The levels at their own sizes, and a level-one heading at the display size of a hero. */
export const Levels: Story = {
  render: () => (
    <Stack space="medium">
      <Heading level={1} size="display">
        Train with the best
      </Heading>
      <Heading level={1}>Find your trainer</Heading>
      <Heading level={2}>Live this week</Heading>
      <Heading level={3}>Kettlebell Strength</Heading>
      <Heading level={4}>What to bring</Heading>
    </Stack>
  ),
};
export const Dark: Story = { ...Levels, globals: { colorScheme: 'dark' } };
