import { $api } from '@/sdk';
import { Link, Skeleton, Stack } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { AccountLayout } from '@/app/lib/frames/AccountLayout';
import { QueryView } from '@/app/lib/queries/QueryView';
import { useNow } from '@/app/lib/time/useNow';
import { paths } from '@/app/routing/paths';
import { HeldPack } from './HeldPack';
import { messages } from './messages';
import * as styles from './CustomerPacks.css';

/**
 * `/dashboard/packs`, "Your packs": the class packs the customer bought, soonest expiry first (used
 * up and expired ones last, as the API orders them), each with its credits and their history.
 */
export default function YourPacksPage() {
  const intl = useIntl();
  const now = useNow();
  const query = $api.useQuery('get', '/customer/packs');
  return (
    <AccountLayout title={intl.formatMessage(messages.title)}>
      <QueryView
        query={query}
        errorTitle={intl.formatMessage(messages.loadFailed)}
        empty={{
          title: intl.formatMessage(messages.emptyTitle),
          description: intl.formatMessage(messages.emptyBody),
          action: <Link href={paths.discover({ tab: 'trainers' })}>{intl.formatMessage(messages.findPack)}</Link>,
        }}
        isEmpty={(packs) => packs.length === 0}
        loading={
          <div role="status" aria-label={intl.formatMessage(messages.loading)} className={styles.packs}>
            {[0, 1].map((n) => (
              <Stack key={n} space="small">
                <Skeleton shape="text" width="50%" />
                <Skeleton lines={4} shape="text" />
              </Stack>
            ))}
          </div>
        }
      >
        {(packs) => (
          <ul className={styles.packs} aria-label={intl.formatMessage(messages.listLabel)}>
            {packs.map((pack) => (
              <HeldPack key={pack.id} pack={pack} now={now} />
            ))}
          </ul>
        )}
      </QueryView>
    </AccountLayout>
  );
}
