import { useSnapshot } from 'valtio';
import { Card, Columns, Column, Container, Heading, LinkButton, Stack, Text } from '../../../design-system';
import { defineMessages, useIntl } from '../../i18n';
import { capitalizeName } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
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
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.pageTitle));
  const { firstName } = useSnapshot(customerSession);
  const steps = [
    { title: messages.discoverTitle, body: messages.discoverBody, action: messages.discoverAction, href: '/' },
    {
      title: messages.settingsTitle,
      body: messages.settingsBody,
      action: messages.settingsAction,
      href: '/dashboard/settings',
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
