import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api, isConflict, type Schema } from '@/sdk';
import { Button, LinkButton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { useViewer } from '@/app/session/hooks';
import { loginHref } from '@/app/session/session';
import { messages } from './messages';
import { paths } from '@/app/routing/paths';

interface FollowControlProps {
  trainerId: string;
  name: string;
}

/**
 * Follow / Unfollow. A visitor is sent to the login page (and back here afterwards); a signed-in
 * trainer does not follow anyone, so sees nothing.
 */
export function FollowControl({ trainerId, name }: FollowControlProps) {
  const intl = useIntl();
  const viewer = useViewer();
  if (viewer?.role === 'customer' && viewer.id) {
    return <CustomerFollow trainerId={trainerId} name={name} customerId={viewer.id} />;
  }
  if (viewer) return null;
  return (
    <Stack space="small">
      <LinkButton href={loginHref('customer', paths.trainerProfile(trainerId))} size="large" fullWidth>
        {intl.formatMessage(messages.follow)}
      </LinkButton>
      <Text size="small" tone="muted">
        {intl.formatMessage(messages.followVisitorHint)}
      </Text>
    </Stack>
  );
}

type Notice = { tone: 'positive' | 'critical'; text: string } | null;

/**
 * The signed-in customer's toggle. Whether they follow comes from their profile
 * (`followingTrainerIds`), read by the customer id the session holds, which is also the
 * `customerId` the follow calls take.
 */
function CustomerFollow({ trainerId, name, customerId }: FollowControlProps & { customerId: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);

  const detailsOptions = $api.queryOptions('get', '/customer/{customerId}/details', {
    params: { path: { customerId } },
  });
  const details = $api.useQuery('get', '/customer/{customerId}/details', { params: { path: { customerId } } });
  const trainerKey = $api.queryOptions('get', '/trainer/{trainerId}', { params: { path: { trainerId } } }).queryKey;

  /**
   * The server's answer is the new state: it goes into the cache at once, and both profiles are
   * marked stale so the next read fetches them afresh.
   */
  const apply = (following: boolean, followerCount?: number) => {
    queryClient.setQueryData(detailsOptions.queryKey, (old: Schema<'CustomerProfile'> | undefined) =>
      old
        ? {
            ...old,
            followingTrainerIds: following
              ? [...old.followingTrainerIds.filter((id) => id !== trainerId), trainerId]
              : old.followingTrainerIds.filter((id) => id !== trainerId),
          }
        : old,
    );
    if (followerCount !== undefined) {
      queryClient.setQueryData(trainerKey, (old: Schema<'TrainerProfile'> | undefined) =>
        old ? { ...old, followerCount } : old,
      );
    }
    void queryClient.invalidateQueries({ queryKey: detailsOptions.queryKey, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: trainerKey, refetchType: 'none' });
  };

  const follow = $api.useMutation('post', '/customer/follow', {
    onSuccess: (state) => {
      apply(state.following, state.followerCount);
      setNotice({ tone: 'positive', text: intl.formatMessage(messages.followDone, { name }) });
    },
    onError: (error) => {
      // Already following (409): the server agrees with what the customer wanted.
      if (isConflict(error)) {
        apply(true);
        setNotice({ tone: 'positive', text: intl.formatMessage(messages.followDone, { name }) });
        return;
      }
      setNotice({ tone: 'critical', text: intl.formatMessage(messages.followFailed, { name }) });
    },
  });
  const unfollow = $api.useMutation('delete', '/customer/unfollow', {
    onSuccess: (state) => {
      apply(state.following, state.followerCount);
      setNotice({ tone: 'positive', text: intl.formatMessage(messages.unfollowDone, { name }) });
    },
    onError: () => setNotice({ tone: 'critical', text: intl.formatMessage(messages.unfollowFailed, { name }) }),
  });

  const checking = details.isPending;
  const following = details.data?.followingTrainerIds.includes(trainerId) ?? false;
  const saving = follow.isPending || unfollow.isPending;

  const toggle = () => {
    setNotice(null);
    const body = { customerId, trainerId };
    if (following) unfollow.mutate({ body });
    else follow.mutate({ body });
  };

  return (
    <Stack space="small">
      <Button
        size="large"
        fullWidth
        variant={following ? 'secondary' : 'primary'}
        isPending={checking || saving}
        isDisabled={details.isError}
        pendingLabel={intl.formatMessage(saving ? messages.followPending : messages.followCheckPending)}
        onPress={toggle}
      >
        {intl.formatMessage(following ? messages.unfollow : messages.follow)}
      </Button>
      <Text size="small" tone="positive" role="status">
        {notice?.tone === 'positive'
          ? notice.text
          : following && !checking
            ? intl.formatMessage(messages.followingNote, { name })
            : null}
      </Text>
      {details.isError && (
        <Stack space="xsmall" role="alert">
          <Text size="small" tone="critical">
            {intl.formatMessage(messages.followStatusFailed)}
          </Text>
          <Button variant="ghost" size="small" onPress={() => void details.refetch()}>
            {intl.formatMessage(messages.followStatusRetry)}
          </Button>
        </Stack>
      )}
      {notice?.tone === 'critical' && (
        <Text size="small" tone="critical" role="alert">
          {notice.text}
        </Text>
      )}
    </Stack>
  );
}
