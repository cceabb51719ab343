import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button, Inline, LinkButton, Text } from '@/design-system';
import { formatRich, useIntl } from '@/app/i18n';
import { readPaidFor } from '@/app/lib/booking/checkout';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { FailureIllustration } from './Illustrations';
import { BookedClassLink } from './BookedClass';
import { PaymentReturnLayout, SupportEmail } from './PaymentReturnLayout';
import { messages } from './messages';
import { paths } from '@/app/routing/paths';

/**
 * Whether "back" leads somewhere that makes sense: the checkout that sent the customer here (a
 * referrer) or an earlier page of ours (the Navigation API counts same-origin entries only). A
 * page opened directly — a new tab, a bookmark, a typed address — has neither.
 */
function canGoBack(): boolean {
  if (document.referrer) return true;
  const navigation = (window as unknown as { navigation?: { canGoBack: boolean } }).navigation;
  return navigation ? navigation.canGoBack : window.history.length > 1;
}

/**
 * `/payment-failure`: where the payment provider returns the customer when a payment did not go
 * through. After a class booking (its address says which class, as `checkoutUrls` made it) it names
 * the class and offers to book it again. Otherwise "Try again" goes back to the checkout they came
 * from, or to their dashboard for someone who landed here directly, and no API calls are made.
 */
export default function PaymentFailurePage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  usePageTitle(intl.formatMessage(messages.failurePageTitle));
  const [classId] = useState(() => {
    const paid = readPaidFor(window.location.search);
    return paid?.kind === 'class' ? paid.classId : null;
  });

  const tryAgain = () => {
    if (canGoBack()) window.history.back();
    else navigate(paths.dashboard());
  };

  const email = <SupportEmail key="email" />;

  return (
    <PaymentReturnLayout
      illustration={<FailureIllustration />}
      eyebrow={intl.formatMessage(messages.failureEyebrow)}
      eyebrowTone="critical"
      title={intl.formatMessage(messages.failureTitle)}
      body={
        classId === null
          ? intl.formatMessage(messages.failureBody)
          : formatRich(intl, messages.failedBookingBody, { class: <BookedClassLink key="class" classId={classId} /> })
      }
      notesTitle={intl.formatMessage(messages.causesTitle)}
      notes={[
        intl.formatMessage(messages.causeDeclined),
        intl.formatMessage(messages.causeDetails),
        intl.formatMessage(messages.causeClosed),
      ]}
      notesFooter={<Text as="p">{intl.formatMessage(messages.causesAdvice)}</Text>}
      actions={
        <Inline space="medium" align="center">
          {classId === null ? (
            <Button size="large" onPress={tryAgain}>
              {intl.formatMessage(messages.tryAgain)}
            </Button>
          ) : (
            <LinkButton href={paths.classDetail(classId)} size="large">
              {intl.formatMessage(messages.bookAgain)}
            </LinkButton>
          )}
          <LinkButton href={paths.dashboard()} variant="secondary" size="large">
            {intl.formatMessage(messages.toDashboard)}
          </LinkButton>
        </Inline>
      }
      footer={
        <Text as="p" tone="muted">
          {formatRich(intl, messages.help, { email })}
        </Text>
      }
    />
  );
}
