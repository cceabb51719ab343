import { $api } from '@/sdk';
import { Card, Skeleton } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { Facts } from '@/app/lib/frames/DetailPage';
import { PageSection } from '@/app/lib/frames/PageSection';
import { QueryView } from '@/app/lib/queries/QueryView';
import { messages } from './messages';

/** The language and time zone the customer's account holds (`GET /customer/{id}/settings`). */
export function AccountRegion({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const query = $api.useQuery('get', '/customer/{customerId}/settings', { params: { path: { customerId } } });
  return (
    <PageSection title={intl.formatMessage(messages.regionHeading)} subtitle={intl.formatMessage(messages.regionIntro)}>
      <Card>
        <QueryView
          query={query}
          errorTitle={intl.formatMessage(messages.regionLoadFailed)}
          loading={
            <div role="status" aria-label={intl.formatMessage(messages.regionLoading)}>
              <Skeleton lines={2} shape="text" />
            </div>
          }
        >
          {(settings) => (
            <Facts
              rows={[
                [intl.formatMessage(messages.regionTimeZone), settings.timezone.replaceAll('_', ' ')],
                [
                  intl.formatMessage(messages.regionLanguage),
                  intl.formatMessage(messages.regionLanguageValue, { language: settings.language }),
                ],
              ]}
            />
          )}
        </QueryView>
      </Card>
    </PageSection>
  );
}
