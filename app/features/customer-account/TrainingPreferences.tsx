import { $api } from '@/sdk';
import { Button, Card, LinkButton, Skeleton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { PageSection } from '@/app/lib/frames/PageSection';
import { isMissing, isUnavailable, NotAvailableYet } from '@/app/lib/queries/QueryView';
import { messages } from './messages';
import { dateFormats } from '@/app/lib/time/format';
import { paths } from '@/app/routing/paths';

const EDIT_HREF = paths.onboarding({ next: paths.profile() });

/** Whether the customer has answered the onboarding questions, with the way to (re)answer them. */
export function TrainingPreferences({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const answers = $api.useQuery('get', '/customer/{customerId}/onboarding-answers', {
    params: { path: { customerId } },
  });
  // No answers yet is the same as not having answered.
  const missing = isMissing(answers.error);
  return (
    <PageSection title={intl.formatMessage(messages.goalsHeading)}>
      <Card>
        {answers.isPending ? (
          <div role="status" aria-label={intl.formatMessage(messages.goalsLoading)}>
            <Skeleton lines={2} shape="text" />
          </div>
        ) : isUnavailable(answers.error) ? (
          <NotAvailableYet plain />
        ) : answers.isError && !missing ? (
          <Stack space="small" role="alert">
            <Text tone="critical">{intl.formatMessage(messages.goalsLoadFailed)}</Text>
            <Button variant="secondary" size="small" onPress={() => void answers.refetch()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </Stack>
        ) : answers.data?.completed ? (
          <Stack space="medium">
            <Text as="p">
              {intl.formatMessage(messages.goalsAnswered, {
                date: intl.formatDate(answers.data.updatedAt, dateFormats.dayLong),
              })}
            </Text>
            <LinkButton href={EDIT_HREF} variant="secondary">
              {intl.formatMessage(messages.goalsEdit)}
            </LinkButton>
          </Stack>
        ) : (
          <Stack space="medium">
            <Text as="p">{intl.formatMessage(messages.goalsNotAnswered)}</Text>
            <LinkButton href={EDIT_HREF}>{intl.formatMessage(messages.goalsStart)}</LinkButton>
          </Stack>
        )}
      </Card>
    </PageSection>
  );
}
