import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Container } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  args: { width: 'small' },
  parameters: { layout: 'fullscreen', visual: { phone: true } },
  render: (args) => (
    <Container {...args} paddingY="large">
      <Stack space="small">
        <Heading level={2}>Find your trainer</Heading>
        <Text>
          A page's content sits at a readable width, centred, with the gutter on both sides at every screen width.
        </Text>
      </Stack>
    </Container>
  ),
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Wide: Story = { args: { width: 'xlarge' } };
