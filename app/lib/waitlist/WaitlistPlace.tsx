import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { $api, IDEMPOTENCY_KEY, type Schema } from '@/sdk';
import { Badge, Button } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { useIdempotencyKey } from '../forms/idempotency';
import { formFailure } from '../queries/failure';
import { dateFormats } from '../time/format';
import { messages } from './messages';

export type WaitlistPlace = Schema<'WaitlistPlace'>;

/** What a place's status is told from. */
type PlaceStatus = Pick<WaitlistPlace, 'status' | 'position' | 'holdUntil' | 'startDate'>;

/**
 * A place's status: its position in line, the offer with its deadline on the 24-hour clock, or booked.
 * A live region from the start, so a screen reader hears the place in line turn into an offer (or a
 * booking) when the customer's places are read again.
 */
export function PlaceBadge({ place }: { place: PlaceStatus }) {
  const intl = useIntl();
  return <span role="status">{statusBadge(intl, place)}</span>;
}

function statusBadge(intl: ReturnType<typeof useIntl>, place: PlaceStatus) {
  if (place.status === 'PROMOTED')
    return (
      <Badge tone="positive" dot>
        {intl.formatMessage(messages.promoted)}
      </Badge>
    );
  if (place.status === 'OFFERED')
    return (
      <Badge tone="warning" dot>
        {intl.formatMessage(messages.offered, {
          time: intl.formatTime(place.holdUntil ?? place.startDate, dateFormats.clock),
        })}
      </Badge>
    );
  return <Badge tone="info">{intl.formatMessage(messages.position, { position: place.position ?? 1 })}</Badge>;
}

/** After a place changed: the customer's places, their bookings and the sessions' waitlists are read again. */
export function refreshWaitlists(queryClient: QueryClient) {
  for (const path of ['/customer/waitlist', '/class/booked/by-date-range/{customerId}', '/class/{classId}/instances'])
    void queryClient.invalidateQueries({ queryKey: ['get', path] });
}

/** Claiming offered places: each sent once (an idempotency key per place), then everything it changed read again. */
export function useClaimPlace() {
  const queryClient = useQueryClient();
  const { keyFor, renew } = useIdempotencyKey();
  const mutation = $api.useMutation('post', '/customer/waitlist/{placeId}/claim', {
    onSuccess: () => {
      renew();
      refreshWaitlists(queryClient);
    },
  });
  return {
    ...mutation,
    claim: (placeId: string) =>
      mutation.mutate({ params: { path: { placeId }, header: { [IDEMPOTENCY_KEY]: keyFor(placeId) } } }),
  };
}

/** A refused or failed change of a place, in words (the API's reason, or that nothing answered). */
export function usePlaceFailure(error: unknown): string | undefined {
  const intl = useIntl();
  return error ? formFailure(intl, error, messages.failed, messages.unanswered).form : undefined;
}

/** Claim for an offered place of the session called `title`. */
export function ClaimButton({
  title,
  onPress,
  isPending,
  isDisabled,
}: {
  title: string;
  onPress: () => void;
  isPending: boolean;
  isDisabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <Button
      size="small"
      isDisabled={isDisabled}
      isPending={isPending}
      pendingLabel={intl.formatMessage(messages.claiming)}
      aria-label={intl.formatMessage(messages.claimLabel, { title })}
      onPress={onPress}
    >
      {intl.formatMessage(messages.claim)}
    </Button>
  );
}
