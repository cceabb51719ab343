import type { ReactNode } from 'react';
import type { IntlShape } from '@formatjs/intl';
import { $api, type Review, type TrainerProfile } from '../../../sdk';
import {
  Avatar,
  Badge,
  Box,
  Card,
  Container,
  EmptyState,
  Heading,
  Inline,
  Link,
  Rating,
  Skeleton,
  Stack,
  Text,
} from '../../../design-system';
import { useIntl } from '../../i18n';
import { formatMoney, fullName } from '../../lib/format';
import { QueryView } from '../../lib/QueryView';
import { PageSection } from '../../lib/PageSection';
import { NotFoundView, PendingHeading } from '../../lib/StatusViews';
import { usePageTitle } from '../../lib/usePageTitle';
import { FollowControl } from './FollowControl';
import { TrainerClasses } from './TrainerClasses';
import { messages } from './messages';
import * as styles from './TrainerProfile.css';

function Hero({ trainer }: { trainer: TrainerProfile }) {
  const intl = useIntl();
  const name = fullName(trainer);
  return (
    <section className={styles.hero} aria-labelledby="trainer-name">
      <Avatar name={name} src={trainer.avatarUrl} size="xlarge" decorative />
      <Stack space="small">
        <Text size="small" weight="strong" tone="brand">
          {trainer.location}
        </Text>
        <Heading level={1} id="trainer-name">
          {name}
        </Heading>
        <Text size="large" tone="muted">
          {trainer.headline}
        </Text>
        <Inline space="medium">
          <Rating
            value={trainer.rating}
            showValue
            valueText={intl.formatNumber(trainer.rating, { maximumFractionDigits: 2, minimumFractionDigits: 1 })}
            caption={intl.formatMessage(messages.ratingCaption, { count: trainer.reviewCount })}
            label={intl.formatMessage(messages.rating, { rating: trainer.rating, count: trainer.reviewCount })}
          />
          <Text size="small" tone="muted">
            {intl.formatMessage(messages.followers, { count: trainer.followerCount })}
          </Text>
        </Inline>
      </Stack>
      <div className={styles.heroAction}>
        <Stack space="medium">
          <Text size="large" weight="strong">
            {intl.formatMessage(messages.price, { price: formatMoney(intl, trainer.pricePerSession) })}
          </Text>
          <FollowControl trainerId={trainer.id} name={capitalFirst(trainer)} />
        </Stack>
      </div>
    </section>
  );
}

const capitalFirst = (trainer: TrainerProfile) => fullName({ firstName: trainer.firstName, lastName: '' });

function Facts({ trainer }: { trainer: TrainerProfile }) {
  const intl = useIntl();
  const rows: [string, string][] = [
    [intl.formatMessage(messages.factLocation), trainer.location],
    [
      intl.formatMessage(messages.factExperience),
      intl.formatMessage(messages.factExperienceValue, { years: trainer.yearsExperience }),
    ],
    [intl.formatMessage(messages.factLanguages), intl.formatList(trainer.languages, { type: 'conjunction' })],
    [intl.formatMessage(messages.factClasses), intl.formatNumber(trainer.classCount)],
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.factTerm}>{term}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Certificates({ trainer }: { trainer: TrainerProfile }) {
  const intl = useIntl();
  if (trainer.certificates.length === 0) {
    return (
      <Text size="small" tone="muted">
        {intl.formatMessage(messages.certificatesEmpty)}
      </Text>
    );
  }
  return (
    <Stack as="ul" space="medium" className={styles.plainList}>
      {trainer.certificates.map((certificate) => (
        <li key={`${certificate.name}-${certificate.issuer}`}>
          <Stack space="xsmall">
            <Text weight="strong">{certificate.name}</Text>
            <Inline space="small">
              <Text size="small" tone="muted">
                {certificate.issuer}
              </Text>
              <Badge tone="positive" size="small" dot>
                {intl.formatMessage(messages.validated)}
              </Badge>
            </Inline>
          </Stack>
        </li>
      ))}
    </Stack>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const intl = useIntl();
  const author = fullName(review.customer);
  return (
    <Card as="article" aria-label={author}>
      <Stack space="medium">
        <Inline space="medium" align="between" alignY="top">
          <Inline space="small" noWrap>
            <Avatar name={author} src={review.customer.avatarUrl} size="small" decorative />
            <Stack space="none">
              <Text weight="strong">{author}</Text>
              <Text size="small" tone="muted">
                <time dateTime={review.createdAt}>{intl.formatDate(review.createdAt, { dateStyle: 'medium' })}</time>
              </Text>
            </Stack>
          </Inline>
          <Rating
            value={review.rating}
            size={16}
            label={intl.formatMessage(messages.reviewRating, { rating: review.rating })}
          />
        </Inline>
        <Text as="p">{review.comment}</Text>
        {review.classId && review.classTitle && (
          <Text size="small" tone="muted">
            {(intl as unknown as IntlShape<ReactNode>).formatMessage(messages.reviewOn, {
              classTitle: (
                <Link key="class" href={`/classes/${review.classId}`}>
                  {review.classTitle}
                </Link>
              ),
            })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function Reviews({ trainer }: { trainer: TrainerProfile }) {
  const intl = useIntl();
  const first = capitalFirst(trainer);
  return (
    <PageSection
      title={intl.formatMessage(messages.reviewsTitle)}
      subtitle={
        trainer.recentReviews.length > 0
          ? intl.formatMessage(messages.reviewsSubtitle, {
              shown: trainer.recentReviews.length,
              count: trainer.reviewCount,
              rating: trainer.rating,
            })
          : undefined
      }
    >
      {trainer.recentReviews.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={intl.formatMessage(messages.reviewsEmptyTitle)}
          description={intl.formatMessage(messages.reviewsEmptyBody, { name: first })}
        />
      ) : (
        <Stack as="ul" space="gutter" className={styles.plainList}>
          {trainer.recentReviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </Stack>
      )}
    </PageSection>
  );
}

function Profile({ trainer, trainerId }: { trainer: TrainerProfile; trainerId: string }) {
  const intl = useIntl();
  const first = capitalFirst(trainer);
  usePageTitle(fullName(trainer));
  return (
    <Stack space={['xlarge', 'xxlarge']}>
      <Hero trainer={trainer} />
      <div className={styles.layout}>
        <Stack space={['xlarge', 'xxlarge']}>
          <PageSection title={intl.formatMessage(messages.aboutTitle, { name: first })}>
            <Text as="p" size="large" className={styles.bio}>
              {trainer.bio}
            </Text>
          </PageSection>
          <PageSection title={intl.formatMessage(messages.skillsTitle)}>
            <Inline as="ul" space="small" className={styles.plainList}>
              {trainer.skills.map((skill) => (
                <li key={skill}>
                  <Badge tone="brand">{skill}</Badge>
                </li>
              ))}
            </Inline>
          </PageSection>
          <TrainerClasses trainerId={trainerId} name={first} />
          <Reviews trainer={trainer} />
        </Stack>
        <aside className={styles.aside} aria-label={intl.formatMessage(messages.factsTitle)}>
          <Card tone="sunken">
            <Stack space="large">
              <Stack space="medium">
                <Heading level={2} size={4}>
                  {intl.formatMessage(messages.factsTitle)}
                </Heading>
                <Facts trainer={trainer} />
              </Stack>
              <hr className={styles.divider} />
              <Stack space="medium">
                <Stack space="xsmall">
                  <Heading level={2} size={4}>
                    {intl.formatMessage(messages.certificatesTitle)}
                  </Heading>
                  <Text size="small" tone="muted">
                    {intl.formatMessage(messages.certificatesBody)}
                  </Text>
                </Stack>
                <Certificates trainer={trainer} />
              </Stack>
            </Stack>
          </Card>
        </aside>
      </div>
    </Stack>
  );
}

function ProfileSkeleton() {
  const intl = useIntl();
  return (
    <Stack space="xlarge" role="status" aria-label={intl.formatMessage(messages.loading)}>
      <Skeleton height="12rem" />
      <div className={styles.layout}>
        <Stack space="large">
          <Skeleton shape="text" width="40%" />
          <Skeleton lines={4} />
          <Skeleton height="14rem" />
        </Stack>
        <Skeleton height="18rem" />
      </div>
    </Stack>
  );
}

/** `/trainers/:id`: a trainer's public profile, classes, certificates and reviews. */
export default function TrainerProfilePage({ params }: { params: { id: string } }) {
  const intl = useIntl();
  const trainerId = params.id;
  const query = $api.useQuery('get', '/trainer/{trainerId}', { params: { path: { trainerId } } });
  return (
    <Container>
      <Box paddingY={['large', 'xlarge']}>
        {query.isError && query.error.status === 404 ? (
          <NotFoundView
            pageTitle={intl.formatMessage(messages.notFoundPageTitle)}
            title={intl.formatMessage(messages.notFoundTitle)}
            body={intl.formatMessage(messages.notFoundBody)}
          />
        ) : (
          <>
            {!query.isSuccess && <PendingHeading title={intl.formatMessage(messages.loadingPageTitle)} />}
            <QueryView query={query} loading={<ProfileSkeleton />} errorTitle={intl.formatMessage(messages.errorTitle)}>
              {(trainer) => <Profile trainer={trainer} trainerId={trainerId} />}
            </QueryView>
          </>
        )}
      </Box>
    </Container>
  );
}
