import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Experience level', defaultValue: 'intermediate' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="beginner" description="New to training or coming back after a break">
        Beginner
      </Radio>
      <Radio value="intermediate">Intermediate</Radio>
      <Radio value="advanced">Advanced</Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { isInvalid: true, defaultValue: undefined, errorMessage: 'Choose your level' } };
export const Dark: Story = { globals: { colorScheme: 'dark' } };
