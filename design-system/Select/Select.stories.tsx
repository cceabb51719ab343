import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { StoryFrame, storyFrame } from '../private/StoryFrame';
import { Select, SelectItem } from './Select';
import { SelectSkeleton } from './SelectSkeleton';

const disciplines = [
  { id: 'hiit', name: 'HIIT' },
  { id: 'yoga', name: 'Yoga' },
  { id: 'strength', name: 'Strength & conditioning' },
  { id: 'pilates', name: 'Pilates' },
  { id: 'boxing', name: 'Boxing' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Discipline', placeholder: 'Choose a discipline', items: disciplines, children: null },
  render: (args) => (
    <StoryFrame maxWidth="small">
      <Select {...args} items={disciplines}>
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    </StoryFrame>
  ),
} satisfies Meta<typeof Select<{ id: string; name: string }>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelectedKey: 'yoga' } };
export const Open: Story = {
  args: { defaultSelectedKey: 'strength' },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
  },
  parameters: { layout: 'padded' },
  decorators: [storyFrame({ overlay: true })],
};
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a discipline' } };
export const Dark: Story = { ...Open, globals: { colorScheme: 'dark' } };

/** The Select's place while its code loads (`SelectSkeleton`): the same label and height. */
export const Loading: Story = {
  render: () => (
    <StoryFrame maxWidth="small">
      <SelectSkeleton label="Discipline" />
    </StoryFrame>
  ),
};
