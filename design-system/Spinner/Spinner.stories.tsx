import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline/Inline';
import { Spinner } from './Spinner';

const meta = { title: 'Components/Spinner', component: Spinner, args: { label: 'Loading classes' } } satisfies Meta<
  typeof Spinner
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Sizes: Story = {
  render: (args) => (
    <Inline space="large">
      <Spinner {...args} size="small" />
      <Spinner {...args} size="medium" />
      <Spinner {...args} size="large" />
    </Inline>
  ),
};
export const Decorative: Story = { args: { label: undefined } };
export const Dark: Story = { ...Sizes, globals: { colorScheme: 'dark' } };
