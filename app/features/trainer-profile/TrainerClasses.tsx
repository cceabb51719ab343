import { $api, type ClassSummary } from '@/sdk';
import { Skeleton } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { QueryView } from '@/app/lib/queries/QueryView';
import { useAfterFirstPaint } from '@/app/lib/frames/useAfterFirstPaint';
import { useViewer } from '@/app/session/hooks';
import { PageSection } from '@/app/lib/frames/PageSection';
import { ClassCard } from '@/app/lib/cards/ClassCard';
import { messages } from './messages';
import * as styles from './TrainerProfile.css';

/** The most classes a visitor's page asks the public catalogue for. */
const PAGE_SIZE = 12;

/** This trainer's live classes, soonest first (a live class's startDate is its next session). */
function upcoming(classes: ClassSummary[], trainerId: string): ClassSummary[] {
  return classes
    .filter((item) => item.isLive && item.trainer.id === trainerId)
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
}

/**
 * The trainer's upcoming live classes. Signed in, the authenticated `/class/web/from-trainer`
 * lists them all; a visitor gets them from the public catalogue filtered by trainer.
 */
export function TrainerClasses({ trainerId, name }: { trainerId: string; name: string }) {
  const intl = useIntl();
  const signedIn = useViewer() !== null;
  // Below the profile: asked for once the profile has painted.
  const painted = useAfterFirstPaint();

  const fromTrainer = $api.useQuery(
    'get',
    '/class/web/from-trainer',
    { params: { query: { trainerId } } },
    { enabled: painted && signedIn, select: (list) => upcoming(list, trainerId) },
  );
  const discover = $api.useQuery(
    'get',
    '/class/web/discover-classes',
    { params: { query: { isLive: true, trainerId, page: 0, size: PAGE_SIZE } } },
    { enabled: painted && !signedIn, select: (page) => upcoming(page.content, trainerId) },
  );
  const query = signedIn ? fromTrainer : discover;

  return (
    <PageSection
      title={intl.formatMessage(messages.classesTitle)}
      subtitle={intl.formatMessage(messages.classesSubtitle, { name })}
    >
      <QueryView
        query={query}
        loading={
          <div className={styles.grid} role="status" aria-label={intl.formatMessage(messages.classesLoading)}>
            {Array.from({ length: 2 }, (_, i) => (
              <Skeleton key={i} height="18rem" />
            ))}
          </div>
        }
        errorTitle={intl.formatMessage(messages.classesErrorTitle)}
        empty={{
          title: intl.formatMessage(messages.classesEmptyTitle),
          description: intl.formatMessage(messages.classesEmptyBody, { name }),
        }}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <ul className={styles.grid}>
            {list.map((item) => (
              <li key={item.id}>
                <ClassCard item={item} showTrainer={false} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </PageSection>
  );
}
