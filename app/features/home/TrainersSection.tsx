import { $api, type TrainerSummary } from '../../../sdk';
import { Avatar, Badge, Card, CardLink, Heading, Inline, Rating, Skeleton, Stack, Text } from '../../../design-system';
import { useIntl } from '../../i18n';
import { formatMoney, fullName } from '../../lib/format';
import { QueryView } from '../../lib/QueryView';
import { messages } from './messages';
import { Section } from './Section';
import * as styles from './HomePage.css';

/** The home page shows at most this many; the API is asked for exactly that page size. */
const FEATURED = 8;

function TrainerCard({ trainer }: { trainer: TrainerSummary }) {
  const intl = useIntl();
  const name = fullName(trainer);
  return (
    <Card as="article">
      <Stack space="medium">
        <Inline space="medium" noWrap>
          <Avatar name={name} src={trainer.avatarUrl} size="large" decorative />
          <Stack space="xsmall">
            <Heading level={3} size={4} maxLines={1}>
              <CardLink href={`/trainers/${trainer.id}`}>{name}</CardLink>
            </Heading>
            <Text size="small" tone="muted" maxLines={2}>
              {trainer.headline}
            </Text>
          </Stack>
        </Inline>
        <Inline space="xsmall">
          {trainer.skills.slice(0, 3).map((skill) => (
            <Badge key={skill}>{skill}</Badge>
          ))}
        </Inline>
        <Inline space="small" align="between">
          <Rating
            value={trainer.rating}
            label={intl.formatMessage(messages.rating, { rating: trainer.rating, count: trainer.reviewCount })}
          />
          <Text size="small" weight="strong">
            {intl.formatMessage(messages.pricePerSession, { price: formatMoney(intl, trainer.pricePerSession) })}
          </Text>
        </Inline>
      </Stack>
    </Card>
  );
}

export function TrainersSection() {
  const intl = useIntl();
  const query = $api.useQuery('get', '/trainer/web/discover-trainers', {
    params: { query: { page: 0, size: FEATURED } },
  });

  return (
    <Section
      title={intl.formatMessage(messages.trainersTitle)}
      subtitle={intl.formatMessage(messages.trainersSubtitle)}
      seeAll={{ href: '/discover', label: intl.formatMessage(messages.seeAll) }}
    >
      <QueryView
        query={query}
        loading={
          <div className={styles.grid} role="status" aria-label={intl.formatMessage(messages.loadingTrainers)}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height="11rem" />
            ))}
          </div>
        }
        errorTitle={intl.formatMessage(messages.trainersErrorTitle)}
        empty={{
          title: intl.formatMessage(messages.trainersEmptyTitle),
          description: intl.formatMessage(messages.trainersEmptyBody),
        }}
        isEmpty={(page) => page.content.length === 0}
      >
        {(page) => (
          <ul className={styles.grid}>
            {page.content.slice(0, FEATURED).map((trainer) => (
              <li key={trainer.id}>
                <TrainerCard trainer={trainer} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}
