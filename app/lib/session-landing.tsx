import type { MessageDescriptor } from '@formatjs/intl';
import { Card, Column, Columns, Container, Heading, LinkButton, Stack, Text } from '../../design-system';
import { useIntl } from '../i18n';
import { capitalizeName } from './format';
import { usePageTitle } from './usePageTitle';

export interface LandingStep {
  title: MessageDescriptor;
  body: MessageDescriptor;
  action: MessageDescriptor;
  href: string;
}

interface SessionLandingProps {
  pageTitle: MessageDescriptor;
  /** The greeting with `{name}`, and the one for a profile without a first name. */
  greeting: MessageDescriptor;
  greetingNoName: MessageDescriptor;
  intro: MessageDescriptor;
  firstName: string | null;
  steps: LandingStep[];
}

/** The first screen after signing in (customer and trainer dashboards): a greeting by first name and next steps. */
export function SessionLanding({ pageTitle, greeting, greetingNoName, intro, firstName, steps }: SessionLandingProps) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(pageTitle));
  return (
    <Container>
      <Stack space="xlarge">
        <Stack space="small">
          <Heading level={1}>
            {firstName
              ? intl.formatMessage(greeting, { name: capitalizeName(firstName) })
              : intl.formatMessage(greetingNoName)}
          </Heading>
          <Text as="p" tone="muted">
            {intl.formatMessage(intro)}
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
