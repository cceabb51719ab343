import { Inline, Link } from '../../../design-system';
import { useIntl } from '../../i18n';
import { PageFrame } from '../../lib/PageFrame';
import { capitalizeName } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { NotificationsPrompt } from '../../push/NotificationsPrompt';
import { DashboardHeader } from '../../lib/DashboardHeader';
import { useViewer } from '../../session/hooks';
import { messages } from './messages';
import { PayoutsSection } from './PayoutsSection';
import { SessionsSection } from './SessionsSection';
import { StatsSection } from './StatsSection';

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
        greeting={
          viewer?.firstName
            ? intl.formatMessage(messages.greeting, { name: capitalizeName(viewer.firstName) })
            : intl.formatMessage(messages.greetingNoName)
        }
        intro={intl.formatMessage(messages.intro)}
      >
        <Inline space="large">
          <Link href="/discover">{intl.formatMessage(messages.marketplaceAction)}</Link>
          <Link href="/trainer/dashboard/settings">{intl.formatMessage(messages.settingsAction)}</Link>
        </Inline>
        <nav aria-label={intl.formatMessage(messages.businessNav)}>
          <Inline space="large">
            <Link href="/trainer/onboarding">{intl.formatMessage(messages.onboardingAction)}</Link>
            <Link href="/trainer/classes">{intl.formatMessage(messages.classesAction)}</Link>
            <Link href="/trainer/availability">{intl.formatMessage(messages.availabilityAction)}</Link>
            <Link href="/trainer/subscriptions">{intl.formatMessage(messages.subscriptionsAction)}</Link>
          </Inline>
        </nav>
      </DashboardHeader>
      <NotificationsPrompt />
      <SessionsSection trainerId={viewer?.id ?? ''} />
      <StatsSection />
      <PayoutsSection />
    </PageFrame>
  );
}
