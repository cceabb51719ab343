import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { storyFrame } from '../private/StoryFrame';
import { Badge } from './Badge';

const meta = { title: 'Components/Badge', component: Badge, args: { children: 'Recorded' } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

const tones = ['neutral', 'brand', 'accent', 'positive', 'critical', 'warning', 'info', 'live'] as const;
export const Default: Story = {};
export const Tones: Story = {
  render: () => (
    <Stack space="medium">
      <Inline space="small">
        {tones.map((t) => (
          <Badge key={t} tone={t}>
            {t}
          </Badge>
        ))}
      </Inline>
      <Inline space="small">
        {tones.map((t) => (
          <Badge key={t} tone={t} size="small" dot>
            {t}
          </Badge>
        ))}
      </Inline>
    </Stack>
  ),
};
export const LongText: Story = {
  args: { children: 'Beginner friendly · low impact · no equipment needed' },
  decorators: [storyFrame({ maxWidth: 'xsmall' })],
};
export const Dark: Story = { ...Tones, globals: { colorScheme: 'dark' } };
