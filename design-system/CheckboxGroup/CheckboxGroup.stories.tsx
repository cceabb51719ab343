import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Class types', description: 'Pick all that interest you.', defaultValue: ['live'] },
  render: (args) => (
    <CheckboxGroup {...args}>
      <Checkbox value="live">Live classes</Checkbox>
      <Checkbox value="recorded">Recorded classes</Checkbox>
      <Checkbox value="one-to-one">One-to-one sessions</Checkbox>
    </CheckboxGroup>
  ),
} satisfies Meta<typeof CheckboxGroup>;
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
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: [], errorMessage: 'Choose at least one class type' },
};
export const Dark: Story = { globals: { colorScheme: 'dark' } };
