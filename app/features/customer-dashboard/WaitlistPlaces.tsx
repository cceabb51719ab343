import { useQueryClient } from '@tanstack/react-query';
import { $api, IDEMPOTENCY_KEY, type Schema } from '../../../sdk';
import { Badge, Button, Card, Link, Skeleton, Text } from '../../../design-system';
import { useIntl } from '../../i18n';
import { plainList } from '../../lib/frames/DetailPage';
import { formFailure } from '../../lib/queries/failure';
import { useIdempotencyKey } from '../../lib/forms/idempotency';
import { PageSection } from '../../lib/frames/PageSection';
import { QueryView } from '../../lib/queries/QueryView';
import { SessionRowFrame } from '../../lib/sessionRows/SessionRowFrame';
import { dateFormats } from '../../lib/time/format';
import { messages } from './messages';

type WaitlistPlace = Schema<'WaitlistPlace'>;

/** The place's status in words: its position, the offer's deadline, or booked. */
function PlaceStatus({ place }: { place: WaitlistPlace }) {
  const intl = useIntl();
  if (place.status === 'PROMOTED')
    return (
      <Badge tone="positive" dot>
        {intl.formatMessage(messages.waitlistPromoted)}
      </Badge>
    );
  if (place.status === 'OFFERED')
    return (
      <Badge tone="warning" dot>
        {intl.formatMessage(messages.waitlistOffered, {
          time: intl.formatTime(place.holdUntil ?? place.startDate, dateFormats.clock),
        })}
      </Badge>
    );
  return <Badge tone="info">{intl.formatMessage(messages.waitlistPosition, { position: place.position ?? 1 })}</Badge>;
}

/** One place: the session, its status, and Claim (an offer) and Leave (while in line). */
function PlaceRow({ place }: { place: WaitlistPlace }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { keyFor, renew } = useIdempotencyKey();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['get', '/customer/waitlist'] });
    void queryClient.invalidateQueries({ queryKey: ['get', '/class/booked/by-date-range/{customerId}'] });
  };
  const claim = $api.useMutation('post', '/customer/waitlist/{placeId}/claim', {
    onSuccess: () => {
      renew();
      refresh();
    },
  });
  const leave = $api.useMutation('delete', '/class/{classId}/instances/{instanceId}/waitlist', {
    onSuccess: refresh,
  });
  const failed = claim.error ?? leave.error;
  const failure = failed && formFailure(intl, failed, messages.waitlistFailed, messages.waitlistUnanswered).form;
  const inLine = place.status !== 'PROMOTED';
  const pending = claim.isPending || leave.isPending;
  return (
    <SessionRowFrame
      date={place.startDate}
      level={3}
      title={<Link href={`/classes/${place.classId}`}>{place.title}</Link>}
      badges={<PlaceStatus place={place} />}
      actions={
        inLine && (
          <>
            {place.status === 'OFFERED' && (
              <Button
                size="small"
                isDisabled={leave.isPending}
                isPending={claim.isPending}
                pendingLabel={intl.formatMessage(messages.waitlistClaiming)}
                aria-label={intl.formatMessage(messages.waitlistClaimLabel, { title: place.title })}
                onPress={() =>
                  claim.mutate({
                    params: { path: { placeId: place.id }, header: { [IDEMPOTENCY_KEY]: keyFor(place.id) } },
                  })
                }
              >
                {intl.formatMessage(messages.waitlistClaim)}
              </Button>
            )}
            <Button
              size="small"
              variant="secondary"
              isDisabled={claim.isPending}
              isPending={leave.isPending}
              pendingLabel={intl.formatMessage(messages.waitlistLeaving)}
              aria-label={intl.formatMessage(messages.waitlistLeaveLabel, { title: place.title })}
              onPress={() =>
                leave.mutate({ params: { path: { classId: place.classId, instanceId: place.classInstanceId } } })
              }
            >
              {intl.formatMessage(messages.waitlistLeave)}
            </Button>
          </>
        )
      }
    >
      <Text size="small" tone="muted">
        <time dateTime={place.startDate}>{intl.formatDate(place.startDate, dateFormats.moment)}</time>
      </Text>
      {place.status === 'OFFERED' && <Text size="small">{intl.formatMessage(messages.waitlistOfferedHint)}</Text>}
      {failure && !pending && (
        <Text size="small" role="alert" tone="critical" weight="strong">
          {failure}
        </Text>
      )}
    </SessionRowFrame>
  );
}

/**
 * The customer's waitlist places (`GET /customer/waitlist`): shown only when they have any, each
 * with its position, an offer to claim before its hold ends, or the booking it became.
 */
export function WaitlistPlaces() {
  const intl = useIntl();
  const query = $api.useQuery('get', '/customer/waitlist');
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <PageSection
      title={intl.formatMessage(messages.waitlistTitle)}
      subtitle={intl.formatMessage(messages.waitlistSubtitle)}
    >
      <QueryView
        query={query}
        loading={
          <div role="status" aria-label={intl.formatMessage(messages.waitlistLoading)}>
            <Skeleton height="6rem" />
          </div>
        }
        errorTitle={intl.formatMessage(messages.waitlistErrorTitle)}
      >
        {(places) => (
          <Card padding="small">
            <ul className={plainList}>
              {places.map((place) => (
                <PlaceRow key={place.id} place={place} />
              ))}
            </ul>
          </Card>
        )}
      </QueryView>
    </PageSection>
  );
}
