import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Padding, colour, radius and a grid of one to four columns by width, all from the tokens. */
export const Default: Story = {
  render: () => (
    <Box display="grid" gridTemplateColumns={[1, 2, 4]} gap="gutter">
      {['Padding', 'Colour', 'Radius', 'Grid'].map((word) => (
        <Box key={word} background="brandSoft" color="brandText" padding="gutter" borderRadius="medium">
          <Text weight="strong" tone="inherit">
            {word}
          </Text>
        </Box>
      ))}
    </Box>
  ),
};
