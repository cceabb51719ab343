import { Inline, LinkButton } from '../../../design-system';
import { useIntl } from '../../i18n';
import { usePageTitle } from '../../lib/usePageTitle';
import { SuccessIllustration } from './Illustrations';
import { PaymentReturnLayout } from './PaymentReturnLayout';
import { messages } from './messages';

/**
 * `/payment-success`: where the payment provider returns the customer after a class booking,
 * a subscription or a credit top-up went through. It makes no API calls, so it reads the same for
 * someone who lands here directly.
 */
export default function PaymentSuccessPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.successPageTitle));
  return (
    <PaymentReturnLayout
      illustration={<SuccessIllustration />}
      eyebrow={intl.formatMessage(messages.successEyebrow)}
      eyebrowTone="brand"
      title={intl.formatMessage(messages.successTitle)}
      body={intl.formatMessage(messages.successBody)}
      notesTitle={intl.formatMessage(messages.nextTitle)}
      notes={[
        intl.formatMessage(messages.nextClass),
        intl.formatMessage(messages.nextSubscription),
        intl.formatMessage(messages.nextCredit),
        intl.formatMessage(messages.nextReceipt),
      ]}
      actions={
        <Inline space="medium" align="center">
          <LinkButton href="/dashboard" size="large">
            {intl.formatMessage(messages.toDashboard)}
          </LinkButton>
          <LinkButton href="/" variant="secondary" size="large">
            {intl.formatMessage(messages.toHome)}
          </LinkButton>
        </Inline>
      }
    />
  );
}
