import { lazy, Suspense } from 'react';
import { Card, Heading, LinkButton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { PageSection } from '@/app/lib/frames/PageSection';
import { useViewer } from '@/app/session/hooks';
import { loginHref } from '@/app/session/session';
import { messages } from './messages';
import { OneToOneLoading, type OneToOneProps } from './OneToOneLoading';
import { paths } from '@/app/routing/paths';

// The calendar and the booking dialog load only for a signed-in customer, not with the profile.
const CustomerOneToOne = lazy(() => import('./CustomerOneToOne'));

/**
 * One-to-one sessions with the trainer: customers pick and book a slot; a visitor is asked to log
 * in (and comes back here); a trainer does not book, so sees nothing.
 */
export function OneToOne({ trainerId, name }: OneToOneProps) {
  const intl = useIntl();
  const viewer = useViewer();
  if (viewer && viewer.role !== 'customer') return null;
  return (
    <PageSection
      title={intl.formatMessage(messages.oneToOneTitle)}
      subtitle={intl.formatMessage(messages.oneToOneSubtitle, { name })}
    >
      {viewer ? (
        <Suspense fallback={<OneToOneLoading />}>
          <CustomerOneToOne trainerId={trainerId} name={name} />
        </Suspense>
      ) : (
        <Card tone="sunken">
          <Stack space="medium" align="left">
            <Heading level={3} size={4}>
              {intl.formatMessage(messages.oneToOneVisitorTitle, { name })}
            </Heading>
            <Text tone="muted">{intl.formatMessage(messages.oneToOneVisitorBody)}</Text>
            <LinkButton href={loginHref('customer', paths.trainerProfile(trainerId))}>
              {intl.formatMessage(messages.oneToOneVisitorLogin)}
            </LinkButton>
          </Stack>
        </Card>
      )}
    </PageSection>
  );
}
