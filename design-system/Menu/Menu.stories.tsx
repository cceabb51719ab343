import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { ownFrame, StoryFrame } from '../private/StoryFrame';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { onAction: fn() },
  render: (args) => (
    <StoryFrame overlay>
      <MenuTrigger>
        <Button variant="secondary">Class options</Button>
        <Menu {...args} aria-label="Class options">
          <MenuItem id="edit">Edit class</MenuItem>
          <MenuItem id="duplicate" description="Same time next week">
            Duplicate
          </MenuItem>
          <MenuItem id="share">Share link</MenuItem>
          <MenuItem id="archived" isDisabled>
            Archive (after it ends)
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="cancel" isCritical>
            Cancel class
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </StoryFrame>
  ),
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
  },
};
export const Sections: Story = {
  parameters: ownFrame(),
  render: () => (
    <StoryFrame overlay>
      <MenuTrigger defaultOpen>
        <Button variant="ghost">Sort</Button>
        <Menu aria-label="Sort classes" selectionMode="single" defaultSelectedKeys={['soonest']}>
          <MenuSection title="Sort by">
            <MenuItem id="soonest">Soonest first</MenuItem>
            <MenuItem id="price">Price: low to high</MenuItem>
            <MenuItem id="rating">Top rated</MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>
    </StoryFrame>
  ),
};
export const Dark: Story = { ...Open, globals: { colorScheme: 'dark' } };
