import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { storyFrame } from '../private/StoryFrame';
import { Inline } from './Inline';

const skills = ['HIIT', 'Yoga', 'Strength', 'Pilates', 'Boxing', 'Running', 'Mobility', 'Barre'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { space: 'small' },
  render: (args) => (
    <Inline {...args}>
      {skills.map((skill) => (
        <Badge key={skill}>{skill}</Badge>
      ))}
    </Inline>
  ),
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** In a narrow column the items wrap onto new lines, the same gap between lines. */
export const Wrapping: Story = { decorators: [storyFrame({ maxWidth: 'xsmall' })] };
export const SpreadApart: Story = { args: { align: 'between' } };
