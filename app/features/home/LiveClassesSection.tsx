import { $api, type ClassSummary } from '../../../sdk';
import { Badge, Card, CardLink, Heading, Inline, Skeleton, Stack, Text } from '../../../design-system';
import { useIntl } from '../../i18n';
import { formatMoney, fullName } from '../../lib/format';
import { difficultyLabel } from '../../lib/labels';
import { QueryView } from '../../lib/QueryView';
import { messages } from './messages';
import { Section } from './Section';
import * as styles from './HomePage.css';

/** The home page shows at most this many; the API is asked for exactly that page size. */
const UPCOMING = 6;

function ClassCard({ item }: { item: ClassSummary }) {
  const intl = useIntl();
  const date = intl.formatDate(item.startDate, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <Card
      as="article"
      image={{ src: item.coverImageUrl, alt: '' }}
      imageBadge={<Badge tone="live" dot>{intl.formatMessage(messages.live)}</Badge>}
    >
      <Stack space="small">
        <Inline space="xsmall">
          <Badge>{intl.formatMessage(difficultyLabel(item.difficulty))}</Badge>
          <Badge>{item.category}</Badge>
        </Inline>
        <Heading level={3} size={4} maxLines={2}>
          <CardLink href={`/classes/${item.id}`}>{item.title}</CardLink>
        </Heading>
        <Text size="small" tone="muted">
          {intl.formatMessage(messages.classWith, { name: fullName(item.trainer) })}
        </Text>
        <Text size="small">{intl.formatMessage(messages.classMeta, { date, minutes: item.durationMinutes })}</Text>
        <Inline space="small" align="between">
          <Text weight="strong">{formatMoney(intl, item.price)}</Text>
          {item.spotsLeft != null && (
            <Text size="small" tone={item.spotsLeft === 0 ? 'critical' : 'muted'}>
              {intl.formatMessage(messages.spotsLeft, { count: item.spotsLeft })}
            </Text>
          )}
        </Inline>
      </Stack>
    </Card>
  );
}

export function LiveClassesSection() {
  const intl = useIntl();
  const query = $api.useQuery('get', '/class/web/discover-classes', {
    params: { query: { isLive: true, page: 0, size: UPCOMING } },
  });

  return (
    <Section
      title={intl.formatMessage(messages.classesTitle)}
      subtitle={intl.formatMessage(messages.classesSubtitle)}
      seeAll={{ href: '/discover?live=true', label: intl.formatMessage(messages.seeAll) }}
    >
      <QueryView
        query={query}
        loading={
          <div className={styles.grid} role="status" aria-label={intl.formatMessage(messages.loadingClasses)}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height="18rem" />
            ))}
          </div>
        }
        errorTitle={intl.formatMessage(messages.classesErrorTitle)}
        empty={{
          title: intl.formatMessage(messages.classesEmptyTitle),
          description: intl.formatMessage(messages.classesEmptyBody),
        }}
        isEmpty={(page) => page.content.length === 0}
      >
        {(page) => (
          <ul className={styles.grid}>
            {page.content.slice(0, UPCOMING).map((item) => (
              <li key={item.id}>
                <ClassCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}
