import { getLocalTimeZone } from '@/design-system';
import { $api } from '@/sdk';
import { useIntl } from '@/app/i18n';
import { PageSection } from '@/app/lib/frames/PageSection';
import { QueryView } from '@/app/lib/queries/QueryView';
import { SkeletonStack } from '@/app/lib/queries/SkeletonStack';
import { ScreenFrame } from '@/app/lib/frames/ScreenFrame';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { useViewer } from '@/app/session/hooks';
import { BookedOneToOnes } from './BookedOneToOnes';
import { messages } from './messages';
import { OffersSection } from './OffersSection';
import { AVAILABILITY, WeeklyEditor } from './WeeklyEditor';

/**
 * `/trainer/availability`: when the trainer takes one-to-one sessions (weekly hours and dates off),
 * the sessions booked in the month ahead, and the sessions they offer.
 */
export default function AvailabilityPage() {
  const intl = useIntl();
  const trainerId = useViewer()?.id ?? '';
  usePageTitle(intl.formatMessage(messages.pageTitle));
  const availability = $api.useQuery('get', AVAILABILITY, { params: { path: { trainerId } } });
  // The booked sessions' month is the trainer's own; this browser's zone stands in if it never loads.
  const timeZone = availability.data?.timezone ?? (availability.isError ? getLocalTimeZone() : undefined);

  return (
    <ScreenFrame
      width="medium"
      title={intl.formatMessage(messages.pageTitle)}
      intro={intl.formatMessage(messages.intro)}
    >
      <PageSection title={intl.formatMessage(messages.weeklyTitle)}>
        <QueryView
          query={availability}
          loading={<SkeletonStack label={intl.formatMessage(messages.loading)} heights={['6rem', '6rem', '6rem']} />}
          errorTitle={intl.formatMessage(messages.loadError)}
        >
          {(data) => <WeeklyEditor key={data.updatedAt} trainerId={trainerId} availability={data} />}
        </QueryView>
      </PageSection>
      <PageSection
        title={intl.formatMessage(messages.bookingsTitle)}
        subtitle={intl.formatMessage(messages.bookingsSubtitle)}
      >
        <BookedOneToOnes trainerId={trainerId} timeZone={timeZone} />
      </PageSection>
      <PageSection title={intl.formatMessage(messages.offersTitle)}>
        <OffersSection trainerId={trainerId} />
      </PageSection>
    </ScreenFrame>
  );
}
