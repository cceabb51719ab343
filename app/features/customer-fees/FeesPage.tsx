import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api, type Schema } from '@/sdk';
import {
  Badge,
  Button,
  Dialog,
  Heading,
  Inline,
  Link,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextArea,
  toast,
  type BadgeTone,
} from '@/design-system';
import { useIntl } from '@/app/i18n';
import { canDispute, feeStanding, type FeeStanding } from '@/app/lib/attendance/rules';
import { formatMoney, fullName } from '@/app/lib/format/format';
import { DialogForm } from '@/app/lib/forms/DialogForm';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { AccountLayout } from '@/app/lib/frames/AccountLayout';
import { formFailure } from '@/app/lib/queries/failure';
import { QueryView } from '@/app/lib/queries/QueryView';
import { dateFormats } from '@/app/lib/time/format';
import { useNow } from '@/app/lib/time/useNow';
import { paths } from '@/app/routing/paths';
import { messages } from './messages';
import { disputeWords, feeNote } from './words';
import * as styles from './customerFees.css';

type Fee = Schema<'Fee'>;

const FEES = '/customer/fees';
const MAX_REASON = 500;

const standingTone = {
  IN_GRACE: 'warning',
  DISPUTED: 'info',
  WAIVED: 'neutral',
  CHARGED: 'positive',
} as const satisfies Record<FeeStanding, BadgeTone>;

/**
 * `/dashboard/fees`, "Your fees": the customer's late-cancel and no-show fees, newest session first,
 * each with its session, amount and where it stands (in its grace until when, disputed with the
 * reason sent, waived, or charged with its invoice); a no-show fee in its grace has Dispute.
 */
export default function FeesPage() {
  const intl = useIntl();
  const now = useNow();
  const query = $api.useQuery('get', FEES);
  return (
    <AccountLayout title={intl.formatMessage(messages.title)}>
      <Text>{intl.formatMessage(messages.intro)}</Text>
      <QueryView
        query={query}
        errorTitle={intl.formatMessage(messages.loadFailed)}
        empty={{ title: intl.formatMessage(messages.emptyTitle), description: intl.formatMessage(messages.emptyBody) }}
        isEmpty={(fees) => fees.length === 0}
        loading={
          <div className={styles.fees} role="status" aria-label={intl.formatMessage(messages.loading)}>
            {[0, 1].map((n) => (
              <div key={n} className={styles.fee}>
                <Skeleton shape="text" width="50%" />
                <Skeleton lines={2} shape="text" />
              </div>
            ))}
          </div>
        }
      >
        {(fees) => (
          <ul className={styles.fees} aria-label={intl.formatMessage(messages.listLabel)}>
            {fees.map((fee) => (
              <FeeRow key={fee.id} fee={fee} now={now} />
            ))}
          </ul>
        )}
      </QueryView>
    </AccountLayout>
  );
}

function FeeRow({ fee, now }: { fee: Fee; now: Date }) {
  const intl = useIntl();
  const titleId = useId();
  const [disputing, setDisputing] = useState(false);
  const standing = feeStanding(fee, now);
  const note = feeNote(intl, fee, now);
  const { title, startDate } = fee.session;
  return (
    <li aria-labelledby={titleId} className={styles.fee}>
      <Stack space="xsmall" className={styles.grow}>
        <Heading level={2} size={4} id={titleId}>
          {title}
        </Heading>
        <Text size="small" tone="muted">
          {intl.formatMessage(messages.session, {
            date: intl.formatDate(startDate, dateFormats.weekdayLong),
            time: intl.formatTime(startDate, dateFormats.clock),
            trainer: fullName(fee.trainer),
          })}
        </Text>
        <Text>
          {intl.formatMessage(messages.kindAmount, {
            kind: intl.formatMessage(messages[`kind${fee.kind}`]),
            amount: formatMoney(intl, fee.amount),
          })}
        </Text>
        {note && <Text size="small">{note}</Text>}
      </Stack>
      <Inline space="small" alignY="center">
        <Badge tone={standingTone[standing]} size="small">
          {intl.formatMessage(messages[standing])}
        </Badge>
        {fee.invoiceId && (
          <Link
            href={paths.invoice(fee.invoiceId, { type: 'SESSION_FEE' })}
            aria-label={intl.formatMessage(messages.invoiceLabel, { title })}
          >
            {intl.formatMessage(messages.invoice)}
          </Link>
        )}
        {canDispute(fee, now) && (
          <Button
            variant="secondary"
            size="small"
            onPress={() => setDisputing(true)}
            aria-label={intl.formatMessage(messages.disputeLabel, { title })}
          >
            {intl.formatMessage(messages.dispute)}
          </Button>
        )}
      </Inline>
      {disputing && <DisputeDialog fee={fee} onClose={() => setDisputing(false)} />}
    </li>
  );
}

/**
 * Dispute a no-show fee with a reason (1 to 500 characters): the dialog says what the fee is and
 * that it waits for the trainer before anything is sent; a refusal stays in the dialog; success
 * closes it, the list shows the dispute and a toast says the fee is not charged meanwhile.
 */
function DisputeDialog({ fee, onClose }: { fee: Fee; onClose: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const dispute = $api.useMutation('post', '/customer/fees/{feeId}/dispute');
  const form = useFormFields({
    initialValues: { reason: '' },
    validate: ({ reason }) => ({ reason: reason.trim() === '' && messages.reasonRequired }),
    failure: (error) => formFailure(intl, error, messages.failed, messages.notSent),
  });
  const send = form.handleSubmit(async ({ reason }) => {
    const disputed = await dispute.mutateAsync({
      params: { path: { feeId: fee.id } },
      body: { reason: reason.trim() },
    });
    queryClient.setQueryData($api.queryOptions('get', FEES).queryKey, (fees: Fee[] | undefined) =>
      fees?.map((each) => (each.id === disputed.id ? disputed : each)),
    );
    onClose();
    toast.show({
      tone: 'positive',
      title: intl.formatMessage(messages.disputed),
      description: intl.formatMessage(messages.disputedToast),
    });
  });
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog title={intl.formatMessage(messages.disputeTitle)} closeLabel={intl.formatMessage(messages.close)}>
        <DialogForm
          form={form}
          onSend={send}
          close={onClose}
          words={{ submit: messages.send, pending: messages.sending, back: messages.back }}
        >
          <Text>{disputeWords(intl, fee)}</Text>
          <TextArea
            {...form.field('reason')}
            label={intl.formatMessage(messages.reason)}
            description={intl.formatMessage(messages.reasonHint)}
            maxLength={MAX_REASON}
            isRequired
          />
        </DialogForm>
      </Dialog>
    </Modal>
  );
}
