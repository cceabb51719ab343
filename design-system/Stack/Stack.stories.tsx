import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card';
import { Text } from '../Text/Text';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { space: 'medium' },
  render: (args) => (
    <Stack {...args}>
      {['Warm-up', 'Intervals', 'Cool-down'].map((part) => (
        <Card key={part} padding="small">
          <Text>{part}</Text>
        </Card>
      ))}
    </Stack>
  ),
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A larger gap from the tablet width up: `space` takes a value for each breakpoint. */
export const Responsive: Story = { args: { space: ['small', 'xlarge'] } };
export const Centred: Story = { args: { align: 'center' } };
