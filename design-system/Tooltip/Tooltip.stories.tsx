import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { InfoIcon } from '../private/icons';
import { Tooltip, TooltipTrigger } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { children: 'Customers can cancel up to 24 hours before' },
  render: (args) => (
    <Box paddingY="xxxlarge" paddingX="gutter">
      <TooltipTrigger>
        <Button variant="ghost" icon={<InfoIcon />} aria-label="Cancellation policy" />
        <Tooltip {...args} />
      </TooltipTrigger>
    </Box>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ShownOnFocus: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
export const Dark: Story = { ...ShownOnFocus, globals: { colorScheme: 'dark' } };
