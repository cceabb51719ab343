import { useState, type ComponentProps } from 'react';
import { Inline, LinkButton, Spinner } from '@/design-system';
import { config } from '@/app/config';
import type { IntlShape, MessageDescriptor } from '@formatjs/intl';
import { formatRich, useIntl } from '@/app/i18n';
import { readPaidFor, type PaidFor } from '@/app/lib/booking/checkout';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { BookedClassLink } from './BookedClass';
import { PendingIllustration, SuccessIllustration } from './Illustrations';
import { PaymentReturnLayout, SupportEmail } from './PaymentReturnLayout';
import { usePaymentConfirmation, type Confirmation } from './usePaymentConfirmation';
import { messages } from './messages';
import * as styles from './PaymentReturn.css';
import { paths } from '@/app/routing/paths';

type View = Omit<ComponentProps<typeof PaymentReturnLayout>, 'status'>;
type State = Confirmation | 'credit';

const pageTitles = {
  confirming: messages.confirmingPageTitle,
  confirmed: messages.successPageTitle,
  unconfirmed: messages.unconfirmedPageTitle,
  credit: messages.creditPageTitle,
} as const;

/**
 * `/payment-success`: where the payment provider returns the customer. The address says what was
 * paid for (see `checkoutUrls`); the page says it is confirming (announced) while it asks the API
 * whether that booking or subscription is the customer's, and says so only once the API has it. When
 * it cannot tell (nothing named, not found after a few tries, a failing API, nobody signed in) it
 * says what to do: check the dashboard, then write to support. A top-up, which no call reads back,
 * says where the new balance will show.
 */
export default function PaymentSuccessPage() {
  const intl = useIntl();
  const [paid] = useState(() => readPaidFor(window.location.search));
  const confirmation = usePaymentConfirmation(paid);
  const state: State = paid?.kind === 'credit' ? 'credit' : confirmation;
  usePageTitle(intl.formatMessage(pageTitles[state]));
  return <PaymentReturnLayout status {...view(intl, state, paid)} />;
}

/** What the page says in `state`: the confirmed booking or subscription in its own words. */
function view(intl: IntlShape, state: State, paid: PaidFor | null): View {
  const text = (message: MessageDescriptor) => intl.formatMessage(message);
  const button = (href: string, label: string, variant: 'primary' | 'secondary' = 'primary') => (
    <LinkButton key={href} href={href} variant={variant} size="large">
      {label}
    </LinkButton>
  );
  const actions = (...buttons: ReturnType<typeof button>[]) => (
    <Inline space="medium" align="center">
      {buttons}
    </Inline>
  );
  const dashboard = button(paths.dashboard(), text(messages.toDashboard));
  const receipt = text(messages.nextReceipt);
  const thanks = {
    illustration: <SuccessIllustration />,
    eyebrow: text(messages.successEyebrow),
    eyebrowTone: 'brand',
    notesTitle: text(messages.nextTitle),
  } as const;

  if (state === 'confirming')
    return {
      illustration: <Spinner size="large" className={styles.spinnerBox} />,
      eyebrow: text(messages.confirmingEyebrow),
      eyebrowTone: 'muted',
      title: text(messages.confirmingTitle),
      body: text(messages.confirmingBody),
      actions: null,
    };
  if (state === 'credit')
    return {
      ...thanks,
      title: text(messages.creditTitle),
      body: text(messages.creditBody),
      notes: [text(messages.nextCredit), receipt],
      actions: actions(button(paths.credit(), text(messages.toCredit))),
    };
  if (state === 'unconfirmed' || paid === null || paid.kind === 'credit')
    return {
      illustration: <PendingIllustration />,
      eyebrow: text(messages.unconfirmedEyebrow),
      eyebrowTone: 'warning',
      title: text(messages.unconfirmedTitle),
      body: text(messages.unconfirmedBody),
      notesTitle: text(messages.whatToDoTitle),
      notes: [
        text(messages.todoDashboard),
        text(messages.todoSignIn),
        formatRich(intl, messages.todoSupport, { email: <SupportEmail key="email" /> }),
      ],
      actions: actions(dashboard, button(`mailto:${config.contactEmail}`, text(messages.contactSupport), 'secondary')),
    };
  const title = text(messages.successTitle);
  if (paid.kind === 'class')
    return {
      ...thanks,
      title,
      body: formatRich(intl, messages.bookedBody, { class: <BookedClassLink key="class" classId={paid.classId} /> }),
      notes: [text(messages.bookedNext), receipt],
      actions: actions(dashboard, button(paths.classDetail(paid.classId), text(messages.viewClass), 'secondary')),
    };
  if (paid.kind === 'pack')
    return {
      ...thanks,
      title,
      body: text(messages.packBody),
      notes: [text(messages.nextPack), receipt],
      actions: actions(dashboard, button(paths.customerPacks(), text(messages.toPacks), 'secondary')),
    };
  if (paid.kind === 'one-to-one')
    return {
      ...thanks,
      title,
      body: text(messages.oneToOneBody),
      notes: [text(messages.oneToOneNext), receipt],
      actions: actions(dashboard),
    };
  return {
    ...thanks,
    title,
    body: text(messages.subscriptionBody),
    notes: [text(messages.nextSubscription), receipt],
    actions: actions(dashboard, button(paths.subscriptions(), text(messages.toSubscriptions), 'secondary')),
  };
}
