import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Card, Heading, LinkButton, Stack, Text } from '@/design-system';
import { withApp } from '../stories';
import { PageFrame } from './PageFrame';
import { PageSection } from './PageSection';
import { ScreenFrame } from './ScreenFrame';

/**
 * The one frame every screen sits in (`app/lib/frames`): `PageFrame` gives the width with the side
 * gutters, the room above the content (more on a desktop) and below it, and stacks the screen's
 * parts; `ScreenFrame` is that frame with the level-one title, the intro under it and the screen's
 * main action beside it (under it on a phone).
 *
 * ## When to use it
 *
 * - `ScreenFrame` for every screen with a title: dashboards' lists, settings, editors. `width`
 *   narrows it for a form (`small`) or a reading page (`medium`).
 * - `PageFrame` alone for what has its own title block (a detail page, the home page) and, with
 *   `centred`, for a screen that is one message (a payment's outcome, not found).
 * - `start="none"` under something that brings its own room; `end="wide"` when the last part is
 *   a player or a form that needs as much room below as above.
 * - No screen builds its own container or restates the page's padding.
 *
 * ## Accessibility
 *
 * - The title is the page's only level-one heading; sections below are level two.
 * - `titleId` lets a screen move focus to the title (`tabIndex={-1}`, no focus ring) when what had
 *   focus goes away, such as a deleted row.
 * - The main action follows the title in reading and tab order.
 */
const meta = {
  title: 'Patterns/Page frame',
  decorators: [withApp],
  parameters: { layout: 'fullscreen', visual: { phone: true } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A titled screen: title, intro and main action above its sections. */
export const Screen: Story = {
  render: () => (
    <ScreenFrame
      title="Your classes"
      intro="Everything you teach: live classes with their next session, and recordings people can buy."
      action={<LinkButton href="/trainer/classes/new">New class</LinkButton>}
      titleId="screen-title"
    >
      <PageSection title="Live" subtitle="Their next sessions, soonest first.">
        <Card>
          <Text>HIIT 45 · Tuesdays and Thursdays at 18:30</Text>
        </Card>
      </PageSection>
      <PageSection title="Recorded">
        <Card>
          <Text>Mobility for runners · 30 min</Text>
        </Card>
      </PageSection>
    </ScreenFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Your classes' });
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: 'Live' })).toBeVisible();
    // The main action is the first stop after the title.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'New class' })).toHaveFocus();
    // The title can take focus from code, not from Tab.
    title.focus();
    await expect(title).toHaveFocus();
  },
};

/** A narrow screen for a form, its action a button. */
export const Narrow: Story = {
  render: () => (
    <ScreenFrame
      width="small"
      title="Notifications"
      intro="Choose what we tell you about and how."
      action={<Button variant="secondary">Send a test</Button>}
    >
      <PageSection title="Sessions">
        <Stack space="small">
          <Text>A reminder an hour before each session you booked.</Text>
          <Text tone="muted">A note when a trainer moves or cancels one.</Text>
        </Stack>
      </PageSection>
    </ScreenFrame>
  ),
};

/** A screen that is one message, centred. */
export const Centred: Story = {
  render: () => (
    <PageFrame width="small" space="large" centred end="wide">
      <Stack space="small" align="center">
        <Heading level={1}>Payment received</Heading>
        <Text size="large">You are booked on HIIT 45, Tuesday 14 January at 18:30.</Text>
      </Stack>
      <LinkButton href="/dashboard">Go to your sessions</LinkButton>
    </PageFrame>
  ),
};
