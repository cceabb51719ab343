import { useIntl } from '@/app/i18n';
import { PageFrame } from '@/app/lib/frames/PageFrame';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { NotificationsPrompt } from '@/app/push/NotificationsPrompt';
import { OfflineNotice } from '@/app/offline/OfflineNotice';
import { DashboardHeader, DashboardLinks } from '@/app/lib/frames/DashboardHeader';
import { useViewer } from '@/app/session/hooks';
import { messages } from './messages';
import { PayoutsSection } from './PayoutsSection';
import { SessionsSection } from './SessionsSection';
import { StatsSection } from './StatsSection';
import { paths } from '@/app/routing/paths';

/**
 * `/trainer/dashboard`: the trainer's cockpit: a greeting, today's and the month's sessions, the
 * statistics over a period from the URL, and payouts.
 */
export default function TrainerDashboardPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.pageTitle));
  const viewer = useViewer();

  return (
    <PageFrame space="xxlarge" end="none">
      <DashboardHeader
        firstName={viewer?.firstName}
        words={messages}
        links={[
          [paths.discover(), messages.marketplaceAction],
          [paths.trainerSettings(), messages.settingsAction],
        ]}
      >
        <nav aria-label={intl.formatMessage(messages.businessNav)}>
          <DashboardLinks
            links={[
              [paths.trainerOnboarding(), messages.onboardingAction],
              [paths.trainerClasses(), messages.classesAction],
              [paths.availability(), messages.availabilityAction],
              [paths.plans(), messages.subscriptionsAction],
              [paths.packs(), messages.packsAction],
            ]}
          />
        </nav>
      </DashboardHeader>
      <OfflineNotice names={['trainer-sessions']} />
      <NotificationsPrompt />
      <SessionsSection trainerId={viewer?.id ?? ''} />
      <StatsSection />
      <PayoutsSection />
    </PageFrame>
  );
}
