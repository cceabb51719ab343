import { useSnapshot } from 'valtio';
import { defineMessages } from '../../i18n';
import { SessionLanding } from '../../lib/session-landing';
import { customerSession } from '../../session/stores';

const messages = defineMessages({
  pageTitle: { id: 'customerDashboard.pageTitle', defaultMessage: 'Your dashboard' },
  greeting: { id: 'customerDashboard.greeting', defaultMessage: 'Hi {name}, ready to train?' },
  greetingNoName: { id: 'customerDashboard.greetingNoName', defaultMessage: 'Ready to train?' },
  intro: {
    id: 'customerDashboard.intro',
    defaultMessage:
      'Your booked classes, subscriptions and credit will show here. Start with a class or a trainer you like.',
  },
  discoverTitle: { id: 'customerDashboard.discover.title', defaultMessage: 'Find your next class' },
  discoverBody: {
    id: 'customerDashboard.discover.body',
    defaultMessage: 'Browse live classes and trainers, from strength to yoga, and book a spot.',
  },
  discoverAction: { id: 'customerDashboard.discover.action', defaultMessage: 'Browse classes' },
  settingsTitle: { id: 'customerDashboard.settings.title', defaultMessage: 'Keep your account safe' },
  settingsBody: {
    id: 'customerDashboard.settings.body',
    defaultMessage: 'Change your password or the email you log in with.',
  },
  settingsAction: { id: 'customerDashboard.settings.action', defaultMessage: 'Account settings' },
});

/** `/dashboard`: the signed-in customer's landing page. */
export default function CustomerDashboardPage() {
  const { firstName } = useSnapshot(customerSession);
  return (
    <SessionLanding
      pageTitle={messages.pageTitle}
      greeting={messages.greeting}
      greetingNoName={messages.greetingNoName}
      intro={messages.intro}
      firstName={firstName}
      steps={[
        {
          title: messages.discoverTitle,
          body: messages.discoverBody,
          action: messages.discoverAction,
          href: '/discover',
        },
        {
          title: messages.settingsTitle,
          body: messages.settingsBody,
          action: messages.settingsAction,
          href: '/dashboard/settings',
        },
      ]}
    />
  );
}
