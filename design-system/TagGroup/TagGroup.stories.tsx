import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent } from 'storybook/test';
import { Tag, TagGroup } from './TagGroup';

const meta = { title: 'Forms/TagGroup', component: TagGroup } satisfies Meta<typeof TagGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const filters = ['All', 'Live', 'Recorded', 'One-to-one', 'Beginner', 'Under 30 min', 'No equipment'];

export const Filters: Story = {
  render: () => (
    <TagGroup label="Show" selectionMode="multiple" defaultSelectedKeys={['Live', 'Beginner']}>
      {filters.map((f) => (
        <Tag key={f} id={f}>
          {f}
        </Tag>
      ))}
    </TagGroup>
  ),
};
function Skills() {
  const [skills, setSkills] = useState([
    'HIIT',
    'Kettlebells',
    'Mobility',
    'Pre- and post-natal fitness',
    'Olympic lifting',
  ]);
  return (
    <TagGroup
      label="Your skills"
      description="Customers can search by these."
      emptyLabel="No skills added yet"
      onRemove={(keys) => setSkills((s) => s.filter((x) => !keys.has(x)))}
    >
      {skills.map((s) => (
        <Tag key={s} id={s} removeLabel="Remove">
          {s}
        </Tag>
      ))}
    </TagGroup>
  );
}
export const Removable: Story = { render: () => <Skills /> };
export const FocusVisible: Story = {
  ...Filters,
  play: async () => {
    await userEvent.tab();
  },
};
export const Disabled: Story = {
  render: () => (
    <TagGroup label="Show" selectionMode="single" disabledKeys={['Recorded']}>
      {filters.map((f) => (
        <Tag key={f} id={f}>
          {f}
        </Tag>
      ))}
    </TagGroup>
  ),
};
export const Empty: Story = {
  render: () => (
    <TagGroup label="Your skills" emptyLabel="No skills added yet">
      {[]}
    </TagGroup>
  ),
};
export const Dark: Story = { ...Filters, globals: { colorScheme: 'dark' } };
