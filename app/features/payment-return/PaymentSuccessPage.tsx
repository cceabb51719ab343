import { Inline, LinkButton } from '../../../design-system';
import { formatRich, useIntl } from '../../i18n';
import { usePageTitle } from '../../lib/frames/usePageTitle';
import { BookedClassLink, useBookedClass } from './BookedClass';
import { SuccessIllustration } from './Illustrations';
import { PaymentReturnLayout } from './PaymentReturnLayout';
import { messages } from './messages';

/**
 * `/payment-success`: where the payment provider returns the customer after a class booking,
 * a subscription or a credit top-up went through. After a class booking from this browser it names
 * the class (read from the API when signed in) and then forgets it; otherwise it makes no API calls,
 * so it reads the same for someone who lands here directly.
 */
export default function PaymentSuccessPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.successPageTitle));
  const classId = useBookedClass({ clear: true });
  return (
    <PaymentReturnLayout
      illustration={<SuccessIllustration />}
      eyebrow={intl.formatMessage(messages.successEyebrow)}
      eyebrowTone="brand"
      title={intl.formatMessage(messages.successTitle)}
      body={
        classId === null
          ? intl.formatMessage(messages.successBody)
          : formatRich(intl, messages.bookedBody, { class: <BookedClassLink key="class" classId={classId} /> })
      }
      notesTitle={intl.formatMessage(messages.nextTitle)}
      notes={
        classId === null
          ? [
              intl.formatMessage(messages.nextClass),
              intl.formatMessage(messages.nextSubscription),
              intl.formatMessage(messages.nextCredit),
              intl.formatMessage(messages.nextReceipt),
            ]
          : [intl.formatMessage(messages.bookedNext), intl.formatMessage(messages.nextReceipt)]
      }
      actions={
        <Inline space="medium" align="center">
          <LinkButton href="/dashboard" size="large">
            {intl.formatMessage(messages.toDashboard)}
          </LinkButton>
          {classId === null ? (
            <LinkButton href="/" variant="secondary" size="large">
              {intl.formatMessage(messages.toHome)}
            </LinkButton>
          ) : (
            <LinkButton href={`/classes/${classId}`} variant="secondary" size="large">
              {intl.formatMessage(messages.viewClass)}
            </LinkButton>
          )}
        </Inline>
      }
    />
  );
}
