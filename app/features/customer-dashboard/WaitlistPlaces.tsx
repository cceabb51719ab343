import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/sdk';
import { Button, Link, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { PageSection } from '@/app/lib/frames/PageSection';
import { SessionRowFrame } from '@/app/lib/session-rows/SessionRowFrame';
import { dateFormats } from '@/app/lib/time/format';
import {
  ClaimButton,
  PlaceBadge,
  refreshWaitlists,
  useClaimPlace,
  usePlaceFailure,
  type WaitlistPlace,
} from '@/app/lib/waitlist/WaitlistPlace';
import { messages as placeMessages } from '@/app/lib/waitlist/messages';
import { SessionList } from './SessionList';
import { messages } from './messages';
import { paths } from '@/app/routing/paths';

/** One place: the session, its status, and Claim (an offer) and Leave (while in line). */
function PlaceRow({ place }: { place: WaitlistPlace }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const claim = useClaimPlace();
  const leave = $api.useMutation('delete', '/class/{classId}/instances/{instanceId}/waitlist', {
    onSuccess: () => refreshWaitlists(queryClient),
  });
  const pending = claim.isPending || leave.isPending;
  const failure = usePlaceFailure(claim.error ?? leave.error);
  return (
    <SessionRowFrame
      date={place.startDate}
      level={3}
      title={<Link href={paths.classDetail(place.classId)}>{place.title}</Link>}
      badges={<PlaceBadge place={place} />}
      actions={
        place.status !== 'PROMOTED' && (
          <>
            {place.status === 'OFFERED' && (
              <ClaimButton
                title={place.title}
                isDisabled={leave.isPending}
                isPending={claim.isPending}
                onPress={() => claim.claim(place.id)}
              />
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
      {place.status === 'OFFERED' && <Text size="small">{intl.formatMessage(placeMessages.offeredHint)}</Text>}
      {failure && !pending && (
        <Text size="small" role="alert" tone="critical" weight="strong">
          {failure}
        </Text>
      )}
    </SessionRowFrame>
  );
}

/**
 * The customer's waitlist places (`GET /customer/waitlist`): shown only when they have any (or the
 * read failed), each with its position, an offer to claim before its hold ends, or the booking it
 * became. It shows nothing while the answer is on its way: most customers have no places, and would
 * otherwise see a section come and go.
 */
export function WaitlistPlaces() {
  const intl = useIntl();
  const query = $api.useQuery('get', '/customer/waitlist');
  if (query.isPending || (query.isSuccess && query.data.length === 0)) return null;
  return (
    <PageSection
      title={intl.formatMessage(messages.waitlistTitle)}
      subtitle={intl.formatMessage(messages.waitlistSubtitle)}
    >
      <SessionList
        query={query}
        errorTitle={messages.waitlistErrorTitle}
        rows={(places) => places.map((place) => <PlaceRow key={place.id} place={place} />)}
      />
    </PageSection>
  );
}
