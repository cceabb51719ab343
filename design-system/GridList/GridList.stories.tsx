import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { StoryFrame } from '../private/StoryFrame';
import { GridList, GridListItem } from './GridList';

const first = ['Maya', 'Tom', 'Priya', 'Élodie', 'Jonas', 'Sam', 'Aisha', 'Luca', 'Nina', 'Omar'];
const last = ['Okafor', 'Reyes', 'Shah', 'Martin', 'Berg', 'Lee', 'Khan', 'Rossi', 'Novak', 'Haddad'];
const customers = Array.from({ length: 1000 }, (_, i) => ({
  id: `c${i + 1}`,
  name: `${first[i % 10]} ${last[Math.floor(i / 10) % 10]}`,
  classes: (i * 7) % 53,
  plan: i % 3 === 0 ? 'Subscriber' : 'Pay as you go',
}));

const meta = {
  title: 'Data/GridList',
  component: GridList,
  args: { 'aria-label': 'Customers', height: 420, rowHeight: 64 },
  render: (args) => (
    <StoryFrame maxWidth="xlarge">
      <GridList {...args} items={customers}>
        {(c) => (
          <GridListItem id={c.id} textValue={c.name}>
            <Avatar name={c.name} size="small" decorative />
            <Stack space="none">
              <Text weight="strong">{c.name}</Text>
              <Text size="small" tone="muted">
                {c.classes} classes
              </Text>
            </Stack>
            <Box as="span" marginLeft="auto">
              <Badge size="small" tone={c.plan === 'Subscriber' ? 'brand' : 'neutral'}>
                {c.plan}
              </Badge>
            </Box>
          </GridListItem>
        )}
      </GridList>
    </StoryFrame>
  ),
} satisfies Meta<typeof GridList<(typeof customers)[number]>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThousandItems: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Customers' });
    await expect(grid).toHaveAttribute('aria-rowcount', '1000');
    // virtualised: only the rows in view (plus a small overscan) are in the DOM
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
  },
};
export const MultipleSelection: Story = { args: { selectionMode: 'multiple', defaultSelectedKeys: ['c2', 'c3'] } };
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
  },
};
export const Empty: Story = {
  render: () => (
    <GridList aria-label="Customers" items={[]} height={200} emptyLabel="No customers yet">
      {() => <GridListItem>never</GridListItem>}
    </GridList>
  ),
};
export const Dark: Story = { ...MultipleSelection, globals: { colorScheme: 'dark' } };
