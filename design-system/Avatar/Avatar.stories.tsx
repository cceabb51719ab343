import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { portrait } from '../private/storyAssets';
import { Avatar } from './Avatar';

const meta = { title: 'Components/Avatar', component: Avatar, args: { name: 'Maya Okafor' } } satisfies Meta<
  typeof Avatar
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {};
export const Image: Story = { args: { src: portrait('#c6f432', '#11151a') } };
/** The picture does not load: the initial takes its place (the test waits for the failed load). */
export const BrokenImageFallsBack: Story = {
  args: { src: '/does-not-exist.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement).toHaveTextContent('M');
  },
};
export const Sizes: Story = {
  render: (args) => (
    <Inline space="small">
      {(['xsmall', 'small', 'medium', 'large', 'xlarge'] as const).map((s) => (
        <Avatar key={s} {...args} size={s} />
      ))}
    </Inline>
  ),
};
export const Palette: Story = {
  render: () => (
    <Inline space="small">
      {['Maya Okafor', 'Tom Reyes', 'Priya Shah', 'Élodie Martin', 'Jonas Berg', 'Sam Lee', '  ōmar'].map((n) => (
        <Avatar key={n} name={n} size="large" />
      ))}
    </Inline>
  ),
};
export const Dark: Story = { ...Palette, globals: { colorScheme: 'dark' } };
