import { Container, Heading, LinkButton, Stack, Text } from '../../design-system';
import { defineMessages, useIntl } from '../i18n';
import { usePageTitle } from '../lib/usePageTitle';

const messages = defineMessages({
  pageTitle: { id: 'notFound.pageTitle', defaultMessage: 'Page not found' },
  code: { id: 'notFound.code', defaultMessage: 'Error 404' },
  title: { id: 'notFound.title', defaultMessage: 'We couldn’t find that page' },
  body: {
    id: 'notFound.body',
    defaultMessage: 'The link may be old or mistyped. Head back home to find trainers and classes.',
  },
  home: { id: 'notFound.home', defaultMessage: 'Back to home' },
});

export default function NotFoundPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.pageTitle));
  return (
    <Container width="small">
      <Stack space="large" align="center" paddingY="xxlarge" textAlign="center">
        <Text weight="strong" tone="brand">
          {intl.formatMessage(messages.code)}
        </Text>
        <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
        <Text tone="muted" size="large">
          {intl.formatMessage(messages.body)}
        </Text>
        <LinkButton href="/">{intl.formatMessage(messages.home)}</LinkButton>
      </Stack>
    </Container>
  );
}
