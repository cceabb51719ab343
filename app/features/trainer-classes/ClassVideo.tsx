import { useQuery } from '@tanstack/react-query';
import { $api, type Schema } from '@/sdk';
import { Badge, Card, EmptyState, Inline, Skeleton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { PageSection } from '@/app/lib/frames/PageSection';
import { isMissing, QueryView } from '@/app/lib/queries/QueryView';
import { SkeletonCard } from '@/app/lib/queries/SkeletonStack';
import { dateFormats } from '@/app/lib/time/format';
import { messages } from './messages';

/** How often a video still processing is read again, so the page says when it is ready. */
const PROCESSING_CHECK_EVERY = 30_000;

/** The query of `classId`'s video, which an upload fills with its answer. */
export const classVideoQuery = (classId: string) =>
  $api.queryOptions('get', '/class/{classId}/video', { params: { path: { classId } } });

const MEGABYTE = 1024 * 1024;

/** The uploaded file, its size and when it was uploaded, and whether it can be watched yet. */
function ClassVideoCard({ video }: { video: Schema<'ClassVideo'> }) {
  const intl = useIntl();
  const ready = video.status === 'READY';
  return (
    <Card>
      <Stack space="small">
        <Inline space="small" alignY="center" align="between">
          <Text weight="strong">{video.fileName}</Text>
          {/* A status: a screen reader hears Ready when the video that was processing is. */}
          <Badge tone={ready ? 'positive' : 'info'} role="status">
            {intl.formatMessage(ready ? messages.videoReady : messages.videoProcessing)}
          </Badge>
        </Inline>
        <Text size="small" tone="muted">
          {intl.formatMessage(messages.videoFacts, {
            size: intl.formatNumber(video.sizeBytes / MEGABYTE, {
              style: 'unit',
              unit: 'megabyte',
              maximumFractionDigits: 1,
            }),
            date: intl.formatDate(video.uploadedAt, dateFormats.moment),
          })}
        </Text>
        {!ready && <Text>{intl.formatMessage(messages.videoProcessingHint)}</Text>}
      </Stack>
    </Card>
  );
}

/**
 * A recorded class's video on its edit screen (`getClassVideo`): the file, its size, when it was
 * uploaded and whether it is ready, read again every 30 seconds while it is processing; none yet
 * says where to choose one.
 */
export function ClassVideoSection({ classId }: { classId: string }) {
  const intl = useIntl();
  const query = useQuery({
    ...classVideoQuery(classId),
    refetchInterval: ({ state }) => (state.data?.status === 'PROCESSING' ? PROCESSING_CHECK_EVERY : false),
  });
  return (
    <PageSection title={intl.formatMessage(messages.videoTitle)} subtitle={intl.formatMessage(messages.videoSubtitle)}>
      {isMissing(query.error) ? (
        <EmptyState
          title={intl.formatMessage(messages.videoNoneTitle)}
          description={intl.formatMessage(messages.videoNoneBody)}
          headingLevel={3}
        />
      ) : (
        <QueryView
          query={query}
          errorTitle={intl.formatMessage(messages.videoError)}
          loading={
            <SkeletonCard label={intl.formatMessage(messages.videoLoading)} space="small">
              <Skeleton shape="text" width="14rem" />
              <Skeleton shape="text" width="10rem" />
            </SkeletonCard>
          }
        >
          {(video) => <ClassVideoCard video={video} />}
        </QueryView>
      )}
    </PageSection>
  );
}
