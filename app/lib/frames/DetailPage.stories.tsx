import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, userEvent, within } from 'storybook/test';
import { Avatar, Badge, Button, Heading, Inline, Link, Stack, Text } from '@/design-system';
import type { ApiError, ClassDetail } from '@/sdk';
import { useIntl } from '@/app/i18n';
import { formatMoney, fullName } from '../format/format';
import { QueryView } from '../queries/QueryView';
import { SkeletonStack } from '../queries/SkeletonStack';
import { hiit, withApp } from '../stories';
import { AsideGroup, DetailAside, DetailColumns, DetailPage, DetailStack, Facts, plainList, prose } from './DetailPage';
import { PageSection } from './PageSection';
import { dateFormats } from '../time/format';

/**
 * The page of one thing (a class, a trainer): `DetailPage` (`app/lib/frames/DetailPage.tsx`) is
 * the page frame with as much room below as above; `DetailStack` puts the hero above the columns;
 * `DetailColumns` sets the main sections beside an aside (below them on phones and tablets);
 * `DetailAside` is that aside, its groups (`AsideGroup`) separated by rules, with `Facts` for terms and
 * values; each main section is a `PageSection`; `prose` and `plainList` style long text and lists.
 *
 * ## When to use it
 *
 * A page that shows one item the API returns by id. It reads the item through `QueryView` with
 * its `page` messages, so the tab's title and a level-one heading name the page while it loads or
 * failed, and a 404 is a friendly not-found (see Query states).
 *
 * ## Accessibility
 *
 * - The hero holds the page's only level-one heading: the item's name. Sections and aside groups
 *   are level two, each section named by its heading (`aria-labelledby`), so they are regions.
 * - The aside is a complementary landmark named by `label`; its facts are a description list.
 * - The cover is decoration (empty `alt`) when the words beside it say everything it shows.
 * - Reading and tab order follow the layout: hero, sections, then the aside.
 *
 * Each example is a whole page with its own level-one heading, so this page shows each in a frame of
 * its own, as the app shows it: drawn inline, its headings would join this page's outline.
 */
const meta = {
  title: 'Patterns/Detail page',
  decorators: [withApp],
  parameters: { layout: 'fullscreen', visual: { phone: true }, docs: { story: { inline: false, height: '1500px' } } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const detail: ClassDetail = {
  ...hiit,
  description:
    'Forty-five minutes of intervals for the whole body: squats, lunges, burpees and kettlebell swings, with a mobility finisher.\n\nEvery move has an easier and a harder version.',
  equipment: ['A mat', 'A kettlebell (8–16 kg)', 'Water and a towel'],
  imageUrls: [],
  sessionType: 'RECURRING',
  repeatDays: ['TUESDAY', 'THURSDAY'],
  capacity: 12,
  bookedCount: 8,
  status: 'SCHEDULED',
  nextInstanceId: 'ci-next',
  createdAt: '2026-01-05T10:00:00Z',
};

function ClassPage({ item }: { item: ClassDetail }) {
  const intl = useIntl();
  const trainer = fullName(item.trainer);
  return (
    <DetailStack>
      <section aria-labelledby="class-title">
        <Stack space="medium">
          <img src={item.coverImageUrl} alt="" width="640" height="360" style={{ maxWidth: '100%', height: 'auto' }} />
          <Inline space="xsmall">
            <Badge tone="live" dot>
              Live
            </Badge>
            <Badge>{item.category}</Badge>
          </Inline>
          <Heading level={1} id="class-title">
            {item.title}
          </Heading>
          <Inline space="small" noWrap>
            <Avatar name={trainer} src={item.trainer.avatarUrl} size="small" decorative />
            <Text>
              with <Link href={`/trainers/${item.trainer.id}`}>{trainer}</Link>
            </Text>
          </Inline>
          <Inline space="medium" alignY="center">
            <Button size="large">Book the next session</Button>
            <Text size="large" weight="strong" tabularNumbers>
              {formatMoney(intl, item.price)}
            </Text>
          </Inline>
        </Stack>
      </section>
      <DetailColumns
        aside={
          <DetailAside label="About this class">
            <AsideGroup title="About this class">
              <Facts
                rows={[
                  ['Next', intl.formatDate(item.startDate, dateFormats.moment)],
                  ['Duration', `${item.durationMinutes} min`],
                  ['Price', formatMoney(intl, item.price)],
                  ['Places', `${item.bookedCount} of ${item.capacity} booked`],
                ]}
              />
            </AsideGroup>
            <AsideGroup title="Your trainer" description="Teaching HIIT and strength since 2019.">
              <Link href={`/trainers/${item.trainer.id}`}>See {trainer}’s profile</Link>
            </AsideGroup>
          </DetailAside>
        }
      >
        <PageSection title="What to expect">
          <Text as="p" size="large" className={prose}>
            {item.description}
          </Text>
        </PageSection>
        <PageSection title="What to bring">
          <ul className={plainList}>
            {item.equipment.map((thing) => (
              <li key={thing}>
                <Text>{thing}</Text>
              </li>
            ))}
          </ul>
        </PageSection>
      </DetailColumns>
    </DetailStack>
  );
}

const classPage = {
  loadingPageTitle: { id: 'patterns.detail.loading', defaultMessage: 'Class' },
  notFoundPageTitle: { id: 'patterns.detail.notFoundPage', defaultMessage: 'Class not found' },
  notFoundTitle: { id: 'patterns.detail.notFound', defaultMessage: 'We could not find this class' },
  notFoundBody: { id: 'patterns.detail.notFoundBody', defaultMessage: 'It may have been removed.' },
};

/** The page as `QueryView` shows it: a skeleton while it loads, the class once it arrives. */
function Page({ answer }: { answer: () => Promise<ClassDetail> }) {
  const query = useQuery<ClassDetail, ApiError>({ queryKey: ['get', '/class/web/{classId}'], queryFn: answer });
  return (
    <DetailPage>
      <QueryView
        query={query}
        loading={<SkeletonStack label="Loading the class" heights={['22rem', '3rem', '12rem']} />}
        errorTitle="We could not load this class"
        page={classPage}
      >
        {(item) => <ClassPage item={item} />}
      </QueryView>
    </DetailPage>
  );
}

/** A class: the hero, its sections and the aside of facts. */
export const Loaded: Story = {
  render: () => <Page answer={() => Promise.resolve(detail)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: detail.title })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'What to expect' })).toBeVisible();
    const aside = canvas.getByRole('complementary', { name: 'About this class' });
    await expect(within(aside).getAllByRole('term')).toHaveLength(4);
    await expect(within(aside).getByText('8 of 12 booked')).toBeVisible();
    // Tab order follows the layout: the trainer, the main action, then the aside.
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: 'Maya Okafor' })[0]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Book the next session' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(aside).getByRole('link')).toHaveFocus();
  },
};

/** On its way: the skeleton, and a level-one heading (visually hidden) naming the page. */
export const Loading: Story = {
  render: () => <Page answer={() => new Promise(() => undefined)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading the class' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Class' })).toBeInTheDocument();
  },
};
