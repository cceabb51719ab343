import { $api, type Schema } from '@/sdk';
import { Badge, Inline, Link, Skeleton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { policyWords } from '@/app/lib/attendance/words';
import { plainList } from '@/app/lib/frames/DetailPage';
import { QuerySection } from '@/app/lib/frames/PageSection';
import { dateFormats } from '@/app/lib/time/format';
import { paths } from '@/app/routing/paths';
import { messages, policySection, replaysSection } from './messages';

/** One past session's replay: processing, or the link to watch it. */
function ReplayRow({ replay }: { replay: Schema<'Replay'> }) {
  const intl = useIntl();
  const date = intl.formatDate(replay.startDate, dateFormats.weekdayLongTime);
  return (
    <Inline as="li" space="small" align="between">
      <Text weight="strong">{date}</Text>
      {replay.status === 'READY' && replay.videoId ? (
        <Inline space="small" alignY="center">
          {replay.durationMinutes && (
            <Text tone="muted">{intl.formatMessage(messages.durationValue, { minutes: replay.durationMinutes })}</Text>
          )}
          <Link href={paths.video(replay.videoId)} aria-label={intl.formatMessage(messages.replayWatchLabel, { date })}>
            {intl.formatMessage(messages.replayWatch)}
          </Link>
        </Inline>
      ) : (
        <Badge tone="info">{intl.formatMessage(messages.replayProcessing)}</Badge>
      )}
    </Inline>
  );
}

const useReplays = (classId: string) =>
  $api.useQuery('get', '/class/{classId}/replays', { params: { path: { classId } } });

/** The class's past replays, newest first (`listClassReplays`). */
function Replays({ query }: { query: ReturnType<typeof useReplays> }) {
  return (
    <QuerySection
      query={query}
      words={replaysSection}
      skeleton={<Skeleton lines={2} />}
      isEmpty={(replays) => replays.length === 0}
    >
      {(replays) => (
        <Stack as="ul" space="medium" className={plainList}>
          {replays.map((replay) => (
            <ReplayRow key={replay.id} replay={replay} />
          ))}
        </Stack>
      )}
    </QuerySection>
  );
}

/**
 * A live class's fees in plain words and whether its sessions are recorded (`getClassPolicy`), then
 * its past replays: listed while the class is recorded, or once it has any.
 */
export function ClassPolicy({ classId }: { classId: string }) {
  const intl = useIntl();
  const policy = $api.useQuery('get', '/class/{classId}/policy', { params: { path: { classId } } });
  const replays = useReplays(classId);
  return (
    <>
      <QuerySection query={policy} words={policySection} skeleton={<Skeleton lines={2} />}>
        {(data) => (
          <Stack space="small">
            {data.recorded && (
              <Text weight="strong">
                {intl.formatMessage(data.replaysForSale ? messages.recordedForSale : messages.recorded)}
              </Text>
            )}
            {policyWords(intl, data).map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Stack>
        )}
      </QuerySection>
      {(policy.data?.recorded || (replays.data?.length ?? 0) > 0) && <Replays query={replays} />}
    </>
  );
}
