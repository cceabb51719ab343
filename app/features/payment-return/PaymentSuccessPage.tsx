import { useState, type ComponentProps } from 'react';
import { Inline, LinkButton, Spinner } from '@/design-system';
import { config } from '@/app/config';
import type { IntlShape, MessageDescriptor } from '@formatjs/intl';
import { formatRich, useIntl } from '@/app/i18n';
import { readPaidFor, type PaidFor } from '@/app/lib/booking/checkout';
import { packBoughtWords } from '@/app/lib/packs/packBought';
import type { Schema } from '@/sdk';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { BookedClassLink } from './BookedClass';
import { PendingIllustration, SuccessIllustration } from './Illustrations';
import { PaymentReturnLayout, SupportEmail } from './PaymentReturnLayout';
import { usePaymentConfirmation, type Confirmation } from './usePaymentConfirmation';
import { messages } from './messages';
import * as styles from './PaymentReturn.css';
import { paths } from '@/app/routing/paths';

type View = Omit<ComponentProps<typeof PaymentReturnLayout>, 'status'>;
export type State = Confirmation | 'credit';

const pageTitles = {
  confirming: messages.confirmingPageTitle,
  confirmed: messages.successPageTitle,
  unconfirmed: messages.unconfirmedPageTitle,
  credit: messages.creditPageTitle,
} as const;

/**
 * `/payment-success`: where the payment provider returns the customer. The address says what was
 * paid for (see `checkoutUrls`), and for a pack the provider's checkout session (`session`); the
 * page says it is confirming (announced) while it asks the API whether that booking, subscription or
 * pack is the customer's, and says so only once the API has it (a pack by name, credits and expiry). When
 * it cannot tell (nothing named, not found after a few tries, a failing API, nobody signed in) it
 * says what to do: check the dashboard, then write to support. A top-up, which no call reads back,
 * says where the new balance will show.
 */
export default function PaymentSuccessPage() {
  const intl = useIntl();
  const [{ paid, session }] = useState(() => ({
    paid: readPaidFor(window.location.search),
    session: new URLSearchParams(window.location.search).get('session') ?? '',
  }));
  const { confirmation, pack } = usePaymentConfirmation(paid, session);
  const state: State = paid?.kind === 'credit' ? 'credit' : confirmation;
  usePageTitle(intl.formatMessage(pageTitles[state]));
  return <PaymentSuccess state={state} paid={paid} pack={pack} />;
}

interface PaymentSuccessProps {
  /** Where the page stands, or a top-up's return. */
  state: State;
  /** What the address says was paid for. */
  paid: PaidFor | null;
  /** The pack the checkout paid for, once the API has it. */
  pack?: Schema<'CustomerPack'>;
}

/** What `/payment-success` shows in each state: the confirmed booking, subscription or pack in its own words. */
export function PaymentSuccess({ state, paid, pack }: PaymentSuccessProps) {
  const intl = useIntl();
  return <PaymentReturnLayout status {...view(intl, state, paid, pack)} />;
}

/** What the page says in `state`: the confirmed booking, subscription or pack in its own words. */
function view(intl: IntlShape, state: State, paid: PaidFor | null, pack?: Schema<'CustomerPack'>): View {
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
  if (paid.kind === 'video')
    return {
      ...thanks,
      title,
      body: formatRich(intl, messages.videoBody, { class: <BookedClassLink key="class" classId={paid.classId} /> }),
      notes: [text(messages.videoNext), receipt],
      actions: actions(
        button(paths.video(paid.classId), text(messages.watchNow)),
        button(paths.library(), text(messages.toLibrary), 'secondary'),
      ),
    };
  if (paid.kind === 'pack')
    return {
      ...thanks,
      title,
      body: pack && packBoughtWords(intl, pack),
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
