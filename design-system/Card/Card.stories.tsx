import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Columns, Column } from '../Columns/Columns';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Rating } from '../Rating/Rating';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { cover } from '../private/storyAssets';
import { StoryFrame } from '../private/StoryFrame';
import { Card, CardLink } from './Card';

const meta = { title: 'Components/Card', component: Card } satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

function ClassCard({ title, long }: { title: string; long?: boolean }) {
  return (
    <Card
      as="article"
      image={{ src: cover('#c6f432', '#11151a'), alt: '' }}
      imageBadge={
        <Badge tone="live" dot>
          Live
        </Badge>
      }
    >
      <Stack space="small">
        <Text size="small" tone="muted">
          Tue 14 Jan · 18:30 · 45 min
        </Text>
        <Heading level={3} size={4} maxLines={2}>
          <CardLink href="/classes/hiit-45">{title}</CardLink>
        </Heading>
        <Inline space="small">
          <Avatar name="Maya Okafor" size="xsmall" decorative />
          <Text size="small">Maya Okafor</Text>
        </Inline>
        {long && (
          <Text size="small" tone="muted" maxLines={2}>
            Sweat-drenched intervals, mobility finishers and a playlist that does not quit. Bring a mat, water and a
            towel.
          </Text>
        )}
        <Inline space="small" align="between">
          <Rating value={4.7} label="Rated 4.7 out of 5" showValue caption="(212)" size={14} />
          <Text weight="strong" tabularNumbers>
            £8.00
          </Text>
        </Inline>
      </Stack>
    </Card>
  );
}

export const Default: Story = {
  render: () => (
    <Card>
      <Stack space="small">
        <Heading level={3}>Your week</Heading>
        <Text tone="muted">3 classes booked · 2 h 15 min of training</Text>
        <Inline space="small">
          <Button size="small">See schedule</Button>
        </Inline>
      </Stack>
    </Card>
  ),
};
/** A link card: the title is its one link (one Tab stop), named by the title, and the article is its card. */
export const LinkCard: Story = {
  render: () => (
    <StoryFrame maxWidth="medium">
      <ClassCard title="HIIT 45: Full-body burn" long />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article');
    await expect(within(card).getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'HIIT 45: Full-body burn' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/classes/hiit-45');
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(link);
    // Nothing else in the card takes focus.
    await userEvent.tab();
    await expect(card).not.toContainElement(document.activeElement as HTMLElement);
  },
};
export const Grid: Story = {
  render: () => (
    <Columns space="gutter" collapseBelow="tablet">
      <Column>
        <ClassCard title="HIIT 45: Full-body burn" />
      </Column>
      <Column>
        <ClassCard title="Power Vinyasa Flow for Runners and Cyclists: hips, hamstrings and a calm mind" />
      </Column>
      <Column>
        <ClassCard title="Kettlebell Strength" />
      </Column>
    </Columns>
  ),
};
export const Tones: Story = {
  render: () => (
    <Columns space="gutter" collapseBelow="tablet">
      <Column>
        <Card tone="brand">
          <Heading level={3}>Brand</Heading>
        </Card>
      </Column>
      <Column>
        <Card tone="inverse">
          <Heading level={3} tone="onInverse">
            Inverse
          </Heading>
        </Card>
      </Column>
      <Column>
        <Card tone="sunken">
          <Heading level={3}>Sunken</Heading>
        </Card>
      </Column>
    </Columns>
  ),
};
export const Dark: Story = { ...Grid, globals: { colorScheme: 'dark' } };
