import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { DialogTrigger } from '../Dialog/Dialog';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { StoryFrame } from '../private/StoryFrame';
import { Popover } from './Popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: { 'aria-label': 'Filters', showArrow: true },
  render: (args) => (
    <StoryFrame overlay>
      <DialogTrigger>
        <Button variant="secondary">Filters</Button>
        <Popover {...args}>
          <Stack space="small">
            <Text weight="strong">Show only</Text>
            <Checkbox defaultSelected>Live classes</Checkbox>
            <Checkbox>Beginner friendly</Checkbox>
            <Checkbox>Under £10</Checkbox>
          </Stack>
        </Popover>
      </DialogTrigger>
    </StoryFrame>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
  },
};
export const Dark: Story = { ...Open, globals: { colorScheme: 'dark' } };
