import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { StoryFrame } from '../private/StoryFrame';
import { Skeleton } from './Skeleton';

const meta = { title: 'Components/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rect: Story = { args: { height: 160 } };
export const TextLines: Story = { args: { lines: 3 } };
export const CardPlaceholder: Story = {
  render: () => (
    <StoryFrame maxWidth="medium" aria-busy="true">
      <Card padding="medium">
        <Stack space="medium">
          <Skeleton height={150} />
          <Skeleton shape="text" width="40%" />
          <Skeleton lines={2} />
          <Inline space="small">
            <Skeleton shape="circle" width={24} />
            <Skeleton shape="text" width={120} />
          </Inline>
        </Stack>
      </Card>
    </StoryFrame>
  ),
};
export const Dark: Story = { ...CardPlaceholder, globals: { colorScheme: 'dark' } };
