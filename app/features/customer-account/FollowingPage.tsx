import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api, type Schema } from '@/sdk';
import { Avatar, Button, Card, Link, Skeleton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { firstName, fullName } from '@/app/lib/format/format';
import { disciplineName } from '@/app/lib/format/labels';
import { QueryView } from '@/app/lib/queries/QueryView';
import { useViewer } from '@/app/session/hooks';
import { AccountLayout } from '@/app/lib/frames/AccountLayout';
import { messages } from './messages';
import { NameLines } from './NameLines';
import * as styles from './Account.css';
import { paths } from '@/app/routing/paths';

type Notice = { tone: 'positive' | 'critical'; text: string } | null;

/** `/dashboard/following`: the trainers the customer follows, each with a link to the profile and Unfollow. */
export default function FollowingPage() {
  const intl = useIntl();
  const customerId = useViewer()?.id ?? '';
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const options = $api.queryOptions('get', '/customer/{customerId}/following', { params: { path: { customerId } } });
  const query = $api.useQuery('get', '/customer/{customerId}/following', { params: { path: { customerId } } });
  const unfollow = $api.useMutation('delete', '/customer/unfollow');

  const remove = (trainer: Schema<'TrainerSummary'>) => {
    const name = firstName(trainer);
    setNotice(null);
    unfollow.mutate(
      { body: { customerId, trainerId: trainer.id } },
      {
        onSuccess: () => {
          queryClient.setQueryData(options.queryKey, (old: Schema<'TrainerSummary'>[] | undefined) =>
            old?.filter((t) => t.id !== trainer.id),
          );
          // The profile's followingTrainerIds (the trainer's Follow button) is read afresh next time.
          void queryClient.invalidateQueries({
            queryKey: $api.queryOptions('get', '/customer/{customerId}/details', { params: { path: { customerId } } })
              .queryKey,
            refetchType: 'none',
          });
          setNotice({ tone: 'positive', text: intl.formatMessage(messages.unfollowed, { name }) });
        },
        onError: () => setNotice({ tone: 'critical', text: intl.formatMessage(messages.unfollowFailed, { name }) }),
      },
    );
  };

  return (
    <AccountLayout title={intl.formatMessage(messages.followingTitle)}>
      <Stack space="medium">
        <Text tone="muted">{intl.formatMessage(messages.followingIntro)}</Text>
        <Text tone={notice?.tone ?? 'positive'} role={notice?.tone === 'critical' ? 'alert' : 'status'}>
          {notice?.text}
        </Text>
        <QueryView
          query={query}
          errorTitle={intl.formatMessage(messages.followingLoadFailed)}
          empty={{
            title: intl.formatMessage(messages.followingEmptyTitle),
            description: intl.formatMessage(messages.followingEmptyBody),
            action: <Link href={paths.discover({ tab: 'trainers' })}>{intl.formatMessage(messages.findTrainers)}</Link>,
          }}
          isEmpty={(data) => data.length === 0}
          loading={
            <Card role="status" aria-label={intl.formatMessage(messages.followingLoading)}>
              <ul className={styles.list}>
                {[0, 1, 2].map((i) => (
                  <li key={i} className={styles.row}>
                    <Skeleton shape="circle" width="3rem" height="3rem" />
                    <div className={styles.grow}>
                      <Skeleton lines={2} shape="text" />
                    </div>
                  </li>
                ))}
              </ul>
            </Card>
          }
        >
          {(trainers) => (
            <Card>
              <ul className={styles.list}>
                {trainers.map((trainer) => {
                  const name = fullName(trainer);
                  const pending = unfollow.isPending && unfollow.variables.body.trainerId === trainer.id;
                  return (
                    <li key={trainer.id} className={styles.row} aria-label={name}>
                      <Avatar name={name} src={trainer.avatarUrl} size="medium" decorative />
                      <NameLines
                        className={styles.grow}
                        name={
                          <Link href={paths.trainerProfile(trainer.id)} tone="neutral">
                            <Text as="span" weight="strong">
                              {name}
                            </Text>
                          </Link>
                        }
                        lines={[
                          trainer.headline,
                          intl.formatMessage(messages.trainerMeta, {
                            skills: intl.formatList(trainer.skills.map((skill) => disciplineName(intl, skill))),
                            count: trainer.followerCount,
                          }),
                        ]}
                      />
                      <Button
                        variant="secondary"
                        size="small"
                        isPending={pending}
                        pendingLabel={intl.formatMessage(messages.unfollowing)}
                        onPress={() => remove(trainer)}
                      >
                        {intl.formatMessage(messages.unfollow, { name: firstName(trainer) })}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </Card>
          )}
        </QueryView>
      </Stack>
    </AccountLayout>
  );
}
