import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api, type ClassInstance, type Schema } from '@/sdk';
import { Button, Checkbox, Dialog, Modal, Skeleton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { CancellationPolicy, useSessionTime } from '@/app/lib/booking/BookingDialog';
import { Facts } from '@/app/lib/frames/DetailPage';
import { formFailure } from '@/app/lib/queries/failure';
import { QueryView } from '@/app/lib/queries/QueryView';
import { dateFormats } from '@/app/lib/time/format';
import { useNow } from '@/app/lib/time/useNow';
import { messages } from './messages';

type WaitlistSummary = Schema<'WaitlistSummary'>;

/** What a freed place means for someone on this waitlist now: booked at once before the cut-off, offered after it. */
function WhatHappensNext({ summary }: { summary: WaitlistSummary }) {
  const intl = useIntl();
  const now = useNow();
  const automatic = Date.parse(summary.cutoff) > now.getTime();
  return (
    <Stack space="small">
      <Text as="p">
        {automatic
          ? intl.formatMessage(messages.waitlistAutomatic, {
              cutoff: intl.formatDate(summary.cutoff, dateFormats.moment),
              minutes: summary.holdMinutes,
            })
          : intl.formatMessage(messages.waitlistOffer, { minutes: summary.holdMinutes })}
      </Text>
      <Text as="p" size="small" tone="muted">
        {intl.formatMessage(messages.waitlistNoCharge)}
      </Text>
    </Stack>
  );
}

/**
 * A full session's waitlist for the customer: before joining, the place they would get, what
 * happens when a place frees and the cancellation policy that applies once booked, with Join; once
 * on it, their place and Leave. Joining and leaving refresh the schedule and the dashboard's list.
 */
export function WaitlistDialog({
  classId,
  title,
  session,
  onClose,
}: {
  classId: string;
  title: string;
  session: ClassInstance;
  onClose: () => void;
}) {
  const intl = useIntl();
  const sessionTime = useSessionTime();
  const queryClient = useQueryClient();
  const path = { params: { path: { classId, instanceId: session.id } } };
  const query = $api.useQuery('get', '/class/{classId}/instances/{instanceId}/waitlist', path);
  const [overnight, setOvernight] = useState(false);
  const refresh = (summary: WaitlistSummary) => {
    queryClient.setQueryData(['get', '/class/{classId}/instances/{instanceId}/waitlist', path], summary);
    void queryClient.invalidateQueries({ queryKey: ['get', '/class/{classId}/instances'] });
    void queryClient.invalidateQueries({ queryKey: ['get', '/customer/waitlist'] });
  };
  const join = $api.useMutation('post', '/class/{classId}/instances/{instanceId}/waitlist', {
    onSuccess: () => void query.refetch().then(({ data }) => data && refresh(data)),
  });
  const leave = $api.useMutation('delete', '/class/{classId}/instances/{instanceId}/waitlist', {
    onSuccess: refresh,
  });
  const failed = join.error ?? leave.error;
  const failure = failed && formFailure(intl, failed, messages.waitlistFailed, messages.waitlistUnanswered).form;
  const place = query.data?.place;
  const pending = join.isPending || leave.isPending;

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!pending}>
      <Dialog
        title={intl.formatMessage(messages.waitlistTitle, { title })}
        closeLabel={intl.formatMessage(messages.waitlistClose)}
        footer={
          <>
            <Button variant="ghost" onPress={onClose} isDisabled={pending}>
              {intl.formatMessage(messages.waitlistClose)}
            </Button>
            {query.data &&
              (place ? (
                <Button
                  variant="secondary"
                  onPress={() => leave.mutate(path)}
                  isPending={leave.isPending}
                  pendingLabel={intl.formatMessage(messages.waitlistLeaving)}
                >
                  {intl.formatMessage(messages.waitlistLeave)}
                </Button>
              ) : (
                query.data.open && (
                  <Button
                    onPress={() => join.mutate({ ...path, body: { promoteOvernight: overnight } })}
                    isPending={join.isPending}
                    pendingLabel={intl.formatMessage(messages.waitlistJoining)}
                  >
                    {intl.formatMessage(messages.waitlistJoin)}
                  </Button>
                )
              ))}
          </>
        }
      >
        <QueryView
          query={query}
          loading={
            <Stack space="medium" role="status" aria-label={intl.formatMessage(messages.waitlistLoading)}>
              <Skeleton lines={3} />
              <Skeleton height="5rem" />
            </Stack>
          }
          errorTitle={intl.formatMessage(messages.waitlistErrorTitle)}
        >
          {(summary) => (
            <Stack space="large">
              <Facts
                rows={[
                  [intl.formatMessage(messages.bookWhen), sessionTime(session.startDate, session.endDate)],
                  [
                    intl.formatMessage(messages.waitlistLength),
                    intl.formatMessage(messages.waitlistWaiting, { count: summary.length }),
                  ],
                ]}
              />
              {summary.place ? (
                <Text as="p" size="large" weight="strong" tone="positive" role="status">
                  {intl.formatMessage(messages.waitlistYourPlace, { position: summary.place.position ?? 1 })}
                </Text>
              ) : summary.open ? (
                <Text as="p" size="large" weight="strong">
                  {intl.formatMessage(messages.waitlistWouldBe, { position: summary.length + 1 })}
                </Text>
              ) : (
                <Text as="p" weight="strong">
                  {intl.formatMessage(messages.waitlistClosed)}
                </Text>
              )}
              <WhatHappensNext summary={summary} />
              {!summary.place && summary.open && (
                <Checkbox
                  isSelected={overnight}
                  onChange={setOvernight}
                  isDisabled={pending}
                  description={intl.formatMessage(messages.waitlistOvernightHint)}
                >
                  {intl.formatMessage(messages.waitlistOvernight)}
                </Checkbox>
              )}
              <Stack space="xsmall">
                <Text as="p" size="small" weight="strong">
                  {intl.formatMessage(messages.waitlistPolicy)}
                </Text>
                <CancellationPolicy />
              </Stack>
              {failure && (
                <Text as="p" role="alert" tone="critical" weight="strong">
                  {failure}
                </Text>
              )}
            </Stack>
          )}
        </QueryView>
      </Dialog>
    </Modal>
  );
}
