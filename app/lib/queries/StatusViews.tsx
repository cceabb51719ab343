import { Box, Heading, LinkButton, Stack, Text, VisuallyHidden } from '@/design-system';
import { defineMessages, useIntl } from '@/app/i18n';
import { usePageTitle } from '../frames/usePageTitle';
import { paths } from '@/app/routing/paths';

const messages = defineMessages({
  code: { id: 'notFound.code', defaultMessage: 'Error 404' },
  home: { id: 'notFound.home', defaultMessage: 'Back to home' },
});

interface NotFoundViewProps {
  pageTitle: string;
  title: string;
  body: string;
  /** The heading's level: 2 inside a screen that already has its level-one heading. */
  level?: 1 | 2;
}

/** A friendly not-found with the way home: the 404 route, and screens whose item the API does not know. */
export function NotFoundView({ pageTitle, title, body, level = 1 }: NotFoundViewProps) {
  const intl = useIntl();
  usePageTitle(pageTitle);
  return (
    <Stack space="large" align="center" paddingY="xxlarge" textAlign="center">
      <Text weight="strong" tone="brand">
        {intl.formatMessage(messages.code)}
      </Text>
      <Heading level={level}>{title}</Heading>
      <Box maxWidth="small">
        <Text tone="muted" size="large">
          {body}
        </Text>
      </Box>
      <LinkButton href={paths.home()}>{intl.formatMessage(messages.home)}</LinkButton>
    </Stack>
  );
}

/** While a screen loads or after it failed: its page title, and a level-one heading for assistive tech. */
export function PendingHeading({ title }: { title: string }) {
  usePageTitle(title);
  return <VisuallyHidden elementType="h1">{title}</VisuallyHidden>;
}
