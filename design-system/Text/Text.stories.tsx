import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { storyFrame } from '../private/StoryFrame';
import { Text } from './Text';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: 'Bring a mat, water and a towel. Classes open 10 minutes before the start.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The type scale and the tones a screen uses most. */
export const SizesAndTones: Story = {
  render: () => (
    <Stack space="small">
      <Text size="large">Large: the lead of a page</Text>
      <Text>Standard: everything else</Text>
      <Text size="small" tone="muted">
        Small and muted: what a reader may skip
      </Text>
      <Text size="small" tone="critical" weight="strong">
        Critical: what went wrong
      </Text>
      <Text tabularNumbers>£1,234.50 · £98.00</Text>
    </Stack>
  ),
};
export const MaxLines: Story = {
  args: {
    maxLines: 2,
    children:
      'Forty-five minutes of intervals for the whole body: squats, lunges, burpees and kettlebell swings, with a mobility finisher and a cool-down stretch for the hips and shoulders.',
  },
  decorators: [storyFrame({ maxWidth: 'xsmall' })],
};
export const Dark: Story = { ...SizesAndTones, globals: { colorScheme: 'dark' } };
