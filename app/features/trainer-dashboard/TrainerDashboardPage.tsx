import { useSnapshot } from 'valtio';
import { Card, Columns, Column, Container, Heading, LinkButton, Stack, Text } from '../../../design-system';
import { defineMessages, useIntl } from '../../i18n';
import { capitalizeName } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
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
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.pageTitle));
  const { firstName } = useSnapshot(trainerSession);
  const steps = [
    { title: messages.discoverTitle, body: messages.discoverBody, action: messages.discoverAction, href: '/' },
    {
      title: messages.settingsTitle,
      body: messages.settingsBody,
      action: messages.settingsAction,
      href: '/trainer/dashboard/settings',
    },
  ];
  return (
    <Container>
      <Stack space="xlarge">
        <Stack space="small">
          <Heading level={1}>
            {firstName
              ? intl.formatMessage(messages.greeting, { name: capitalizeName(firstName) })
              : intl.formatMessage(messages.greetingNoName)}
          </Heading>
          <Text as="p" tone="muted">
            {intl.formatMessage(messages.intro)}
          </Text>
        </Stack>
        <Columns space="large" collapseBelow="tablet">
          {steps.map((step) => (
            <Column key={step.href}>
              <Card as="section" padding="large">
                <Stack space="medium">
                  <Heading level={2} size={3}>
                    {intl.formatMessage(step.title)}
                  </Heading>
                  <Text as="p">{intl.formatMessage(step.body)}</Text>
                  <LinkButton href={step.href} variant="secondary">
                    {intl.formatMessage(step.action)}
                  </LinkButton>
                </Stack>
              </Card>
            </Column>
          ))}
        </Columns>
      </Stack>
    </Container>
  );
}
