import { useEffect, useId, type ReactNode } from 'react';
import type { MessageDescriptor } from '@formatjs/intl';
import type { UseQueryResult } from '@tanstack/react-query';
import { $api, type ApiError, type Schema } from '@/sdk';
import {
  announce,
  Button,
  Card,
  Dialog,
  Link,
  LinkButton,
  Modal,
  Radio,
  RadioGroup,
  Stack,
  Text,
} from '@/design-system';
import { formatRich, useIntl } from '@/app/i18n';
import { policyWords } from '../attendance/words';
import { failureWords, formFailure, unavailableWords, type FailureMap } from '../queries/failure';
import { QueryView } from '../queries/QueryView';
import { SkeletonStack } from '../queries/SkeletonStack';
import { formatMoney, type MoneyValue } from '../format/format';
import type { PaymentMethod } from './checkout';
import type { BookingState } from './useBookingRequest';
import { messages } from './messages';
import { dateFormats } from '../time/format';
import { paths } from '@/app/routing/paths';

/** How a booking can be paid: account credit, the card, or a credit of one of the customer's class packs. */
export type BookingPayment = PaymentMethod | 'PACK_CREDIT';

/** The pack a credit would come from, as the payment choice names it. */
export interface PayingPack {
  name: string;
  creditsLeft: number;
  expiresAt: string;
}

/** Credit when it covers the price, else card. */
export function defaultPaymentMethod(price: MoneyValue, credit: MoneyValue): PaymentMethod {
  return credit.amount >= price.amount ? 'CREDIT' : 'CARD';
}

interface PaymentChoiceProps<Method extends BookingPayment> {
  price: MoneyValue;
  credit: MoneyValue;
  value: Method;
  onChange: (method: Method) => void;
  isDisabled?: boolean;
  /** A pack with a credit that can pay for it: offered first. */
  pack?: PayingPack | null;
  /** What account credit too low to pay says, with its `{balance}` (by default, not enough for this booking). */
  creditShort?: MessageDescriptor;
}

/** A credit of a class pack (when one can pay for it), account credit (only when it covers the price) or card. */
export function PaymentChoice<Method extends BookingPayment>({
  price,
  credit,
  value,
  onChange,
  isDisabled,
  pack,
  creditShort = messages.payCreditShort,
}: PaymentChoiceProps<Method>) {
  const intl = useIntl();
  const balance = formatMoney(intl, credit);
  const enough = credit.amount >= price.amount;
  return (
    <RadioGroup
      label={intl.formatMessage(messages.payWith)}
      value={value}
      onChange={(method) => onChange(method as Method)}
      isDisabled={isDisabled}
    >
      {pack && (
        <Radio
          value="PACK_CREDIT"
          description={intl.formatMessage(messages.payPackHint, {
            left: pack.creditsLeft,
            date: intl.formatDate(pack.expiresAt, dateFormats.dayMonthLong),
          })}
        >
          {intl.formatMessage(messages.payPack, { name: pack.name })}
        </Radio>
      )}
      <Radio
        value="CREDIT"
        isDisabled={!enough}
        description={intl.formatMessage(enough ? messages.payCreditAvailable : creditShort, { balance })}
      >
        {intl.formatMessage(messages.payCredit)}
      </Radio>
      <Radio value="CARD" description={intl.formatMessage(messages.payCardHint)}>
        {intl.formatMessage(messages.payCard)}
      </Radio>
    </RadioGroup>
  );
}

/**
 * The ways to pay once the customer's account credit is read (`GET /customer/credit`, `credit`):
 * while it loads, and when it could not be read, said in its place.
 */
export function CreditPaymentChoice<Method extends BookingPayment>({
  credit,
  ...choice
}: Omit<PaymentChoiceProps<Method>, 'credit'> & { credit: UseQueryResult<Schema<'CreditBalance'>> }) {
  const intl = useIntl();
  return (
    <QueryView
      query={credit}
      loading={<SkeletonStack label={intl.formatMessage(messages.creditLoading)} heights={['6rem']} />}
      errorTitle={intl.formatMessage(messages.creditError)}
    >
      {(loaded) => <PaymentChoice {...choice} credit={loaded.balance} />}
    </QueryView>
  );
}

/** Whether the dialog books a session or buys something to keep (a recorded class). */
export type Verb = 'book' | 'buy';

/** What the dialog's button, its pending state, its failures and its offline notice say, booking or buying. */
const words = {
  book: {
    pay: { CREDIT: messages.bookCredit, CARD: messages.bookCard, PACK_CREDIT: messages.bookPack },
    pending: messages.booking,
    failedTitle: messages.failedTitle,
    failedCredit: messages.failedCredit,
    failedRetry: messages.failedRetry,
    failedOffline: messages.failedOffline,
    offline: messages.offline,
  },
  buy: {
    pay: { CREDIT: messages.buyCredit, CARD: messages.buyCard, PACK_CREDIT: messages.buyPack },
    pending: messages.buying,
    failedTitle: messages.buyFailedTitle,
    failedCredit: messages.buyFailedCredit,
    failedRetry: messages.buyFailedRetry,
    failedOffline: messages.buyFailedOffline,
    offline: messages.buyOffline,
  },
} satisfies Record<Verb, { pay: Record<BookingPayment, MessageDescriptor> } & Record<string, unknown>>;

/**
 * The cancellation rule a customer agrees to by booking, with the terms that hold it: for a class,
 * its own refund window and fees in plain words once its policy (`getClassPolicy`) is read, as the
 * class page states them; otherwise, and until then, a full refund until 24 hours before the start.
 */
export function CancellationPolicy({ classId }: { classId?: string }) {
  const intl = useIntl();
  const { data } = $api.useQuery(
    'get',
    '/class/{classId}/policy',
    { params: { path: { classId: classId ?? '' } } },
    { enabled: classId !== undefined },
  );
  const link = (chunks: ReactNode) => (
    <Link key="terms" href={`${paths.terms()}#cancellations-and-refunds`}>
      {chunks}
    </Link>
  );
  if (!data)
    return (
      <Text as="p" size="small" tone="muted">
        {formatRich(intl, messages.policy, { link })}
      </Text>
    );
  return (
    <Stack space="xsmall">
      {policyWords(intl, data).map((line) => (
        <Text key={line} as="p" size="small" weight="strong">
          {line}
        </Text>
      ))}
      <Text as="p" size="small" tone="muted">
        {formatRich(intl, messages.terms, { link })}
      </Text>
    </Stack>
  );
}

/**
 * What to do after a booking or purchase the API refused: a full class, short credit and a time
 * someone has just taken have their own way on; something in the library already needs nothing
 * more; any other refusal may be tried again. A failure on our side or no answer needs nothing more.
 */
const nextStep = (verb: Verb): FailureMap<MessageDescriptor | null> => ({
  codes: {
    CLASS_FULL: messages.failedFull,
    INSUFFICIENT_CREDIT: words[verb].failedCredit,
    SLOT_TAKEN: messages.failedTakenNext,
    ALREADY_PURCHASED: null,
  },
  kinds: { refused: words[verb].failedRetry, missing: words[verb].failedRetry, forbidden: words[verb].failedRetry },
  otherwise: null,
});

/** Why a booking failed, in the API's words for a refusal, but in ours for a time someone has just taken. */
const reasonWords = (verb: Verb) => ({
  otherwise: words[verb].failedRetry,
  codes: { SLOT_TAKEN: { message: messages.failedTaken } },
});

/**
 * Why a booking failed (`formFailure`: the API's words for a refusal, that we are offline, else that
 * it went wrong on our side and may be tried again) and what to do next (`nextStep`; with no error,
 * the payment page did not open); or that booking is not available yet.
 */
function BookingFailure({ error, verb }: { error: ApiError | null; verb: Verb }) {
  const intl = useIntl();
  const unavailable = unavailableWords(intl, error);
  if (unavailable)
    return (
      <Card tone="sunken" padding="small" role="alert">
        <Text>{unavailable}</Text>
      </Card>
    );
  const next = error === null ? messages.failedCheckout : failureWords(error, nextStep(verb));
  return (
    <Card tone="sunken" padding="small" role="alert">
      <Stack space="xsmall">
        <Text weight="strong" tone="critical">
          {intl.formatMessage(words[verb].failedTitle)}
        </Text>
        {error && <Text>{formFailure(intl, error, reasonWords(verb), words[verb].failedOffline).form}</Text>}
        {next && <Text size="small">{intl.formatMessage(next)}</Text>}
      </Stack>
    </Card>
  );
}

/**
 * A purchase done, in the dialog's body: its title, what was bought and paid, a note and the way on.
 * It takes the place of the dialog's body, so a live region around it would come too late: it is said
 * as it appears. The button that was pressed is gone with the body, so the way on (`action`, which
 * takes `autoFocus`) takes the focus: not the dialog's first button, back at its top.
 */
export function Confirmed({
  title,
  body,
  note,
  action,
}: {
  title: string;
  body: string;
  note?: string;
  action: ReactNode;
}) {
  const id = useId();
  useEffect(() => announce({ 'aria-labelledby': id }, 'polite'), [id]);
  return (
    <Stack space="medium">
      <Stack space="medium" id={id}>
        <Text size="large" weight="strong" tone="positive">
          {title}
        </Text>
        <Text as="p">{body}</Text>
      </Stack>
      {note && (
        <Text as="p" tone="muted">
          {note}
        </Text>
      )}
      <div>{action}</div>
    </Stack>
  );
}

/** What was booked and when, once it is paid from credit or a pack credit, with the way to the dashboard. */
export function BookingConfirmed({
  what,
  when,
  price,
  pack,
}: {
  what: string;
  when: string;
  price: MoneyValue;
  /** The pack a credit paid for it, when one did. */
  pack?: string;
}) {
  const intl = useIntl();
  return (
    <Confirmed
      title={intl.formatMessage(messages.bookedTitle)}
      body={
        pack
          ? intl.formatMessage(messages.bookedWithPack, { what, when, pack })
          : intl.formatMessage(messages.bookedBody, { what, when, price: formatMoney(intl, price) })
      }
      note={intl.formatMessage(messages.bookedDashboard)}
      action={
        <LinkButton href={paths.dashboard()} variant="secondary" autoFocus>
          {intl.formatMessage(messages.toDashboard)}
        </LinkButton>
      }
    />
  );
}

/** "Tuesday 8 December, 06:00 – 07:00" in the viewer's language and time zone. */
export function useSessionTime() {
  const intl = useIntl();
  return (start: string | Date, end: string | Date) =>
    intl.formatMessage(messages.sessionTime, {
      date: intl.formatDate(start, dateFormats.weekdayLong),
      start: intl.formatTime(start, dateFormats.time),
      end: intl.formatTime(end, dateFormats.time),
    });
}

interface BookingDialogProps<Result> {
  title: string;
  onClose: () => void;
  request: { state: BookingState<Result>; book: () => void; isSending: boolean };
  /** Whether the browser has a network: booking and paying need one. */
  online: boolean;
  /** What booking would cost and how it is paid, once known; null while it cannot be booked. */
  payment: { price: MoneyValue; method: BookingPayment; pack?: string } | null;
  /** Shown once booked from credit, in place of the body. */
  confirmed: (result: Result) => ReactNode;
  /** Books a session (by default) or buys something to keep: what the button and failures say. */
  verb?: Verb;
  children: ReactNode;
}

/**
 * The booking dialog: what is booked and how it is paid (the body), a failure in the API's words
 * under it, and Book, which shows it is pending while the request runs. Once booked from credit it
 * says so and offers Done.
 */
export function BookingDialog<Result>({
  title,
  onClose,
  request,
  online,
  payment,
  confirmed,
  verb = 'book',
  children,
}: BookingDialogProps<Result>) {
  const intl = useIntl();
  const { state, book, isSending } = request;
  const booked = state.status === 'booked' ? state.result : undefined;
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!isSending}>
      <Dialog
        title={title}
        closeLabel={intl.formatMessage(messages.close)}
        footer={
          booked !== undefined ? (
            <Button onPress={onClose}>{intl.formatMessage(messages.done)}</Button>
          ) : (
            <>
              <Button variant="ghost" onPress={onClose} isDisabled={isSending}>
                {intl.formatMessage(payment ? messages.cancel : messages.close)}
              </Button>
              {payment && (
                <Button
                  onPress={book}
                  isPending={isSending}
                  isDisabled={!online}
                  pendingLabel={intl.formatMessage(words[verb].pending)}
                >
                  {intl.formatMessage(words[verb].pay[payment.method], {
                    pack: payment.pack,
                    price: formatMoney(intl, payment.price),
                  })}
                </Button>
              )}
            </>
          )
        }
      >
        {booked !== undefined ? (
          confirmed(booked)
        ) : (
          <Stack space="large">
            {children}
            {!online && payment && state.status !== 'failed' && (
              <Card tone="sunken" padding="small" role="status">
                <Text>{intl.formatMessage(words[verb].offline)}</Text>
              </Card>
            )}
            {state.status === 'failed' && <BookingFailure error={state.error} verb={verb} />}
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
}
