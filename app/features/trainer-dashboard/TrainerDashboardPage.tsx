import { useSnapshot } from 'valtio';
import { defineMessages } from '../../i18n';
import { SessionLanding } from '../../lib/session-landing';
import { trainerSession } from '../../session/stores';

const messages = defineMessages({
  pageTitle: { id: 'trainerDashboard.pageTitle', defaultMessage: 'Trainer dashboard' },
  greeting: { id: 'trainerDashboard.greeting', defaultMessage: 'Hi {name}, welcome to your studio' },
  greetingNoName: { id: 'trainerDashboard.greetingNoName', defaultMessage: 'Welcome to your studio' },
  intro: {
    id: 'trainerDashboard.intro',
    defaultMessage: 'Your classes, bookings and earnings will show here. Start by seeing how customers find you.',
  },
  discoverTitle: { id: 'trainerDashboard.discover.title', defaultMessage: 'See your public listing' },
  discoverBody: {
    id: 'trainerDashboard.discover.body',
    defaultMessage: 'Customers discover you next to other trainers: see how your classes and profile look to them.',
  },
  discoverAction: { id: 'trainerDashboard.discover.action', defaultMessage: 'See the marketplace' },
  settingsTitle: { id: 'trainerDashboard.settings.title', defaultMessage: 'Keep your account safe' },
  settingsBody: {
    id: 'trainerDashboard.settings.body',
    defaultMessage: 'Change your password or the email you log in with.',
  },
  settingsAction: { id: 'trainerDashboard.settings.action', defaultMessage: 'Account settings' },
});

/** `/trainer/dashboard`: the signed-in trainer's landing page. */
export default function TrainerDashboardPage() {
  const { firstName } = useSnapshot(trainerSession);
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
          href: '/trainer/dashboard/settings',
        },
      ]}
    />
  );
}
