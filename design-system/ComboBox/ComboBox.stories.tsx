import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { StoryFrame } from '../private/StoryFrame';
import { ComboBox, ComboBoxItem } from './ComboBox';

const cities = ['London', 'Manchester', 'Bristol', 'Leeds', 'Glasgow', 'Edinburgh', 'Cardiff', 'Belfast'].map(
  (name) => ({ id: name.toLowerCase(), name }),
);

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: { label: 'City', placeholder: 'Start typing a city', emptyLabel: 'No matching cities', children: null },
  render: (args) => (
    <StoryFrame maxWidth="small" overlay>
      <ComboBox {...args} defaultItems={cities}>
        {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
      </ComboBox>
    </StoryFrame>
  ),
} satisfies Meta<typeof ComboBox<{ id: string; name: string }>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filtering: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('Ma');
  },
};
export const NoMatches: Story = {
  args: { allowsEmptyCollection: true } as never,
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('Zz');
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a city from the list' } };
export const Dark: Story = { ...Filtering, globals: { colorScheme: 'dark' } };
