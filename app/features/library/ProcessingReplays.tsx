import { useMemo } from 'react';
import { $api } from '@/sdk';
import { Badge, Inline, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { plainList } from '@/app/lib/frames/DetailPage';
import { PageSection } from '@/app/lib/frames/PageSection';
import { QueryView } from '@/app/lib/queries/QueryView';
import { dateFormats } from '@/app/lib/time/format';
import { messages } from './messages';

const REPLAYS = '/customer/replays';

/** The start of the session each ready replay's video recorded, by the video's id (none until they load). */
export function useReplayDates(): Map<string, string> {
  const query = $api.useQuery('get', REPLAYS);
  return useMemo(
    () => new Map((query.data ?? []).flatMap(({ videoId, startDate }) => (videoId ? [[videoId, startDate]] : []))),
    [query.data],
  );
}

/**
 * The replays of classes the customer booked that are still processing (`listCustomerReplays`):
 * each joins the videos below, with the library's resume, once it is ready. Nothing while none is
 * processing.
 */
export function ProcessingReplays() {
  const intl = useIntl();
  const query = $api.useQuery('get', REPLAYS);
  const processing = query.data?.filter((replay) => replay.status === 'PROCESSING') ?? [];
  if (query.isPending || (query.isSuccess && processing.length === 0)) return null;
  return (
    <PageSection title={intl.formatMessage(messages.replaysTitle)} subtitle={intl.formatMessage(messages.replaysIntro)}>
      <QueryView query={query} loading={null} errorTitle={intl.formatMessage(messages.replaysError)}>
        {() => (
          <Stack as="ul" space="medium" className={plainList}>
            {processing.map((replay) => (
              <Inline as="li" key={replay.id} space="small" align="between">
                <Stack space="xxsmall">
                  <Text weight="strong">{replay.title}</Text>
                  <Text tone="muted">{intl.formatDate(replay.startDate, dateFormats.weekdayLongTime)}</Text>
                </Stack>
                <Badge tone="info">{intl.formatMessage(messages.replayProcessing)}</Badge>
              </Inline>
            ))}
          </Stack>
        )}
      </QueryView>
    </PageSection>
  );
}
