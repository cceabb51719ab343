import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../private/StoryFrame';
import { Text } from '../Text/Text';
import { TabNav } from './TabNav';

const sections = ['upcoming', 'previous', 'one-to-one', 'subscriptions'] as const;
const labels = {
  upcoming: 'Upcoming',
  previous: 'Previous',
  'one-to-one': 'One-to-one',
  subscriptions: 'Subscriptions',
};

/** A page whose URL is `?tab=…`: following a tab link shows that section. */
function Page({ initial = 'upcoming' }: { initial?: (typeof sections)[number] }) {
  const [current, setCurrent] = useState(initial);
  return (
    <RouterProvider navigate={(href) => setCurrent(sections.find((s) => href.endsWith(`=${s}`)) ?? 'upcoming')}>
      <StoryFrame maxWidth="medium">
        <TabNav
          aria-label="Your sessions"
          items={sections.map((s) => ({ id: s, label: labels[s], href: `?tab=${s}` }))}
          current={current}
        />
        <section aria-label={labels[current]}>
          <Text>{labels[current]} sessions.</Text>
        </section>
      </StoryFrame>
    </RouterProvider>
  );
}

const meta: Meta = { title: 'Components/TabNav', component: TabNav, render: () => <Page /> };
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Following: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('region', { name: 'Previous' })).toBeVisible();
  },
};
export const Dark: Story = { render: () => <Page initial="one-to-one" />, globals: { colorScheme: 'dark' } };
