import type { IntlShape } from '@formatjs/intl';
import { $api, type Review, type TrainerProfile } from '@/sdk';
import { Avatar, Badge, Card, EmptyState, Heading, Inline, Link, Rating, Skeleton, Stack, Text } from '@/design-system';
import { formatRich, useIntl } from '@/app/i18n';
import { AsideGroup, plainList, prose, type FactRows } from '@/app/lib/frames/DetailPage';
import { firstName, formatMoney, fullName } from '@/app/lib/format/format';
import { disciplineName } from '@/app/lib/format/labels';
import { DetailBody, DetailSkeleton, ItemPage } from '@/app/lib/pages/ItemPage';
import { PageSection } from '@/app/lib/frames/PageSection';
import { PackOffers } from '@/app/lib/packs/PackOffers';
import { useViewer } from '@/app/session/hooks';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { FollowControl } from './FollowControl';
import { OneToOne } from './OneToOne';
import { SubscriptionPlans } from './SubscriptionPlans';
import { TrainerClasses } from './TrainerClasses';
import { messages } from './messages';
import * as styles from './TrainerProfile.css';
import { dateFormats } from '@/app/lib/time/format';
import { paths } from '@/app/routing/paths';

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
          <FollowControl trainerId={trainer.id} name={firstName(trainer)} />
        </Stack>
      </div>
    </section>
  );
}

function trainerFacts(intl: IntlShape, trainer: TrainerProfile): FactRows {
  return [
    [intl.formatMessage(messages.factLocation), trainer.location],
    [
      intl.formatMessage(messages.factExperience),
      intl.formatMessage(messages.factExperienceValue, { years: trainer.yearsExperience }),
    ],
    [intl.formatMessage(messages.factLanguages), intl.formatList(trainer.languages, { type: 'conjunction' })],
    [intl.formatMessage(messages.factClasses), intl.formatNumber(trainer.classCount)],
  ];
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
    <Stack as="ul" space="medium" className={plainList}>
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
                <time dateTime={review.createdAt}>{intl.formatDate(review.createdAt, dateFormats.dayMedium)}</time>
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
            {formatRich(intl, messages.reviewOn, {
              classTitle: (
                <Link key="class" href={paths.classDetail(review.classId)}>
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
  const first = firstName(trainer);
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
        <Stack as="ul" space="gutter" className={plainList}>
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
  const viewer = useViewer();
  const first = firstName(trainer);
  usePageTitle(fullName(trainer));
  return (
    <DetailBody
      hero={<Hero trainer={trainer} />}
      factsTitle={intl.formatMessage(messages.factsTitle)}
      facts={trainerFacts(intl, trainer)}
      aside={
        <AsideGroup
          title={intl.formatMessage(messages.certificatesTitle)}
          description={intl.formatMessage(messages.certificatesBody)}
        >
          <Certificates trainer={trainer} />
        </AsideGroup>
      }
    >
      <PageSection title={intl.formatMessage(messages.aboutTitle, { name: first })}>
        <Text as="p" size="large" className={prose}>
          {trainer.bio}
        </Text>
      </PageSection>
      <PageSection title={intl.formatMessage(messages.skillsTitle)}>
        <Inline as="ul" space="small" className={plainList}>
          {trainer.skills.map((skill) => (
            <li key={skill}>
              <Badge tone="brand">{disciplineName(intl, skill)}</Badge>
            </li>
          ))}
        </Inline>
      </PageSection>
      <PackOffers
        trainerId={trainerId}
        returnPath={paths.trainerProfile(trainerId)}
        canBuy={viewer?.role === 'customer'}
      />
      <SubscriptionPlans trainerId={trainerId} name={first} />
      <OneToOne trainerId={trainerId} name={first} />
      <TrainerClasses trainerId={trainerId} name={first} />
      <Reviews trainer={trainer} />
    </DetailBody>
  );
}

function ProfileSkeleton() {
  const intl = useIntl();
  return (
    <DetailSkeleton label={intl.formatMessage(messages.loading)} hero={<Skeleton height="12rem" />} aside="18rem">
      <Stack space="large">
        <Skeleton shape="text" width="40%" />
        <Skeleton lines={4} />
        <Skeleton height="14rem" />
      </Stack>
    </DetailSkeleton>
  );
}

/** `/trainers/:id`: a trainer's public profile, classes, certificates and reviews. */
export default function TrainerProfilePage({ params }: { params: { id: string } }) {
  const trainerId = params.id;
  const query = $api.useQuery('get', '/trainer/{trainerId}', { params: { path: { trainerId } } });
  return (
    <ItemPage query={query} words={messages} loading={<ProfileSkeleton />}>
      {(trainer) => <Profile trainer={trainer} trainerId={trainerId} />}
    </ItemPage>
  );
}
