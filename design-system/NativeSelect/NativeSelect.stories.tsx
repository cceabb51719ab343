import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent } from 'storybook/test';
import { StoryFrame } from '../private/StoryFrame';
import { NativeSelect } from './NativeSelect';

const periods = [
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: '90d', label: 'Last 90 days' },
  { id: 'custom', label: 'Custom dates' },
];

const meta = {
  title: 'Forms/NativeSelect',
  component: NativeSelect,
  args: { label: 'Period', options: periods, value: '7d', onChange: () => {} },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <StoryFrame maxWidth="small">
        <NativeSelect {...args} value={value} onChange={setValue} />
      </StoryFrame>
    );
  },
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: 'Every figure below covers this period.' } };
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const LongChoice: Story = {
  args: {
    value: 'long',
    options: [{ id: 'long', label: 'Strength & conditioning for runners, cyclists and swimmers' }, ...periods],
  },
};
export const Dark: Story = { ...FocusVisible, globals: { colorScheme: 'dark' } };
