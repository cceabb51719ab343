import { $api } from '@/sdk';
import { Card, Link, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { messages } from './messages';
import { paths } from '@/app/routing/paths';

/**
 * Whether the trainer may publish classes: false once their certificates have loaded and none is
 * validated (the API refuses a class from them too); true otherwise, so a slow or failed check
 * never hides the trainer's own classes.
 */
export function useCanPublish(trainerId: string): boolean {
  const certificates = $api.useQuery('get', '/trainer/{trainerId}/certificates', {
    params: { path: { trainerId } },
  });
  return !certificates.data || certificates.data.some((certificate) => certificate.status === 'VALIDATED');
}

/** Says why the trainer cannot publish yet, and where to see what is missing. */
export function NotValidated() {
  const intl = useIntl();
  return (
    <Card padding="medium" role="status">
      <Stack space="small">
        <Text weight="strong">{intl.formatMessage(messages.notValidatedTitle)}</Text>
        <Text>{intl.formatMessage(messages.notValidatedBody)}</Text>
        <Link href={paths.trainerOnboarding()}>{intl.formatMessage(messages.notValidatedLink)}</Link>
      </Stack>
    </Card>
  );
}
