import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api, type Schema } from '@/sdk';
import {
  Avatar,
  Badge,
  Card,
  Dialog,
  DialogTrigger,
  Button,
  Form,
  Heading,
  Modal,
  Radio,
  RadioGroup,
  Stack,
  Text,
  toast,
  type BadgeTone,
} from '@/design-system';
import { useIntl } from '@/app/i18n';
import { canCorrect, canWaive, feeStanding, type FeeStanding } from '@/app/lib/attendance/rules';
import { correctWords, markName, waiveWords } from '@/app/lib/attendance/words';
import { formatMoney, fullName } from '@/app/lib/format/format';
import { ConfirmDialog } from '@/app/lib/forms/ConfirmDialog';
import { FormEnd } from '@/app/lib/forms/FormEnd';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { ScreenFrame } from '@/app/lib/frames/ScreenFrame';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { formFailure } from '@/app/lib/queries/failure';
import { QueryView } from '@/app/lib/queries/QueryView';
import { SessionRowFrame } from '@/app/lib/session-rows/SessionRowFrame';
import { SessionRowsSkeleton } from '@/app/lib/session-rows/SessionRowsSkeleton';
import * as row from '@/app/lib/session-rows/sessionRow.css';
import { dateFormats } from '@/app/lib/time/format';
import { useNow } from '@/app/lib/time/useNow';
import { messages } from './messages';

type Roster = Schema<'SessionRoster'>;
type Entry = Schema<'RosterEntry'>;
type Mark = Schema<'AttendanceMark'>;
type Fee = Schema<'Fee'>;

const ROSTER = '/class/{classId}/instances/{instanceId}/roster';
const ENTRY = '/class/{classId}/instances/{instanceId}/roster/{customerId}';
const WAIVE = '/class/{classId}/instances/{instanceId}/roster/{customerId}/no-show-fee/waive';

const markTone: Record<Mark, BadgeTone> = {
  ATTENDED: 'positive',
  LATE: 'warning',
  NO_SHOW: 'critical',
  JOIN_FAILED: 'neutral',
};

const feeWords: Record<FeeStanding, keyof typeof messages> = {
  IN_GRACE: 'feeInGrace',
  DISPUTED: 'feeDisputed',
  WAIVED: 'feeWaived',
  CHARGED: 'feeCharged',
};

/** The roster's page while it loads and when the session is not found. */
const pageWords = {
  loadingPageTitle: messages.pageTitle,
  notFoundPageTitle: messages.pageTitle,
  notFoundTitle: messages.notFoundTitle,
  notFoundBody: messages.notFoundBody,
};

/** The marks a trainer can correct to. */
const MARKS = ['ATTENDED', 'LATE', 'NO_SHOW'] as const;

interface RosterScreenProps {
  classId: string;
  instanceId: string;
}

/**
 * A session's roster for its trainer: before it ends, who is booked; after, each booked customer
 * as attended, late, no-show or unable to join (the room's failure), anyone who joined without a
 * booking flagged, a mark corrected within 48 hours (kept with who changed it), a no-show fee
 * waived, and a customer's dispute with its reason.
 */
export function RosterScreen({ classId, instanceId }: RosterScreenProps) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.pageTitle));
  const now = useNow();
  const path = { classId, instanceId };
  const query = $api.useQuery('get', ROSTER, { params: { path } });
  const queryClient = useQueryClient();
  const replace = (entry: Entry) =>
    queryClient.setQueryData<Roster>(
      $api.queryOptions('get', ROSTER, { params: { path } }).queryKey,
      (roster) =>
        roster && {
          ...roster,
          entries: roster.entries.map((each) => (each.customer.id === entry.customer.id ? entry : each)),
        },
    );
  return (
    <ScreenFrame title={intl.formatMessage(messages.pageTitle)} intro={intl.formatMessage(messages.intro)}>
      <QueryView
        query={query}
        loading={<SessionRowsSkeleton label={intl.formatMessage(messages.loading)} />}
        errorTitle={intl.formatMessage(messages.error)}
        page={pageWords}
        titled
      >
        {(roster) => (
          <Stack space="medium">
            <Heading level={2}>
              {intl.formatMessage(messages.when, {
                title: roster.title,
                date: intl.formatDate(roster.startDate, dateFormats.weekdayShort),
                time: intl.formatTime(roster.startDate, dateFormats.clockWithZone),
              })}
            </Heading>
            {roster.ended && (
              <Text tone="muted">
                {intl.formatMessage(
                  canCorrect(roster.endDate, now) ? messages.correctionOpen : messages.correctionClosed,
                  { date: intl.formatDate(roster.correctableUntil, dateFormats.weekdayShortClock) },
                )}
              </Text>
            )}
            {roster.entries.length === 0 ? (
              <Card>
                <Stack space="small">
                  <Heading level={3}>{intl.formatMessage(messages.emptyTitle)}</Heading>
                  <Text>{intl.formatMessage(messages.emptyBody)}</Text>
                </Stack>
              </Card>
            ) : (
              <Card padding="small">
                <ul
                  className={row.list}
                  aria-label={intl.formatMessage(roster.ended ? messages.rosterList : messages.bookedList)}
                >
                  {roster.entries.map((entry) => (
                    <RosterRow
                      key={entry.customer.id}
                      entry={entry}
                      roster={roster}
                      now={now}
                      path={path}
                      onChanged={replace}
                    />
                  ))}
                </ul>
              </Card>
            )}
          </Stack>
        )}
      </QueryView>
    </ScreenFrame>
  );
}

interface RosterRowProps {
  entry: Entry;
  roster: Roster;
  now: Date;
  path: { classId: string; instanceId: string };
  onChanged: (entry: Entry) => void;
}

/** One customer on the roster: their mark, when they joined, a correction, a fee and its dispute, and what the trainer can do. */
function RosterRow({ entry, roster, now, path, onChanged }: RosterRowProps) {
  const intl = useIntl();
  const name = fullName(entry.customer);
  const { mark, fee, correction } = entry;
  const correctable = entry.booked && mark !== null && canCorrect(roster.endDate, now);
  const waivable = fee !== null && canWaive(fee, now);
  return (
    <SessionRowFrame
      picture={<Avatar name={name} src={entry.customer.avatarUrl ?? undefined} decorative />}
      title={name}
      level={3}
      badges={
        mark !== null ? (
          <Badge tone={markTone[mark]}>{markName(intl, mark)}</Badge>
        ) : (
          <Badge tone={entry.booked ? 'info' : 'warning'}>
            {intl.formatMessage(entry.booked ? messages.booked : messages.notBooked)}
          </Badge>
        )
      }
      actions={
        (correctable || waivable) && (
          <>
            {correctable && <CorrectDialog entry={entry} mark={mark} name={name} path={path} onChanged={onChanged} />}
            {waivable && <WaiveDialog entry={entry} fee={fee} name={name} path={path} onChanged={onChanged} />}
          </>
        )
      }
    >
      {roster.ended && entry.joinedAt && (
        <Text size="small">
          {intl.formatMessage(messages.joinedAt, { time: intl.formatTime(entry.joinedAt, dateFormats.clock) })}
        </Text>
      )}
      {roster.ended && !entry.joinedAt && entry.joinFailedAt && (
        <Text size="small">
          {intl.formatMessage(messages.joinFailedAt, {
            time: intl.formatTime(entry.joinFailedAt, dateFormats.clock),
          })}
        </Text>
      )}
      {correction && (
        <Text size="small" tone="muted">
          {intl.formatMessage(messages.correctedBy, {
            name: fullName(correction.by),
            date: intl.formatDate(correction.at, dateFormats.weekdayShortClock),
            mark: markName(intl, correction.from),
          })}
        </Text>
      )}
      {fee && (
        <Text size="small" tone={feeStanding(fee, now) === 'WAIVED' ? 'muted' : undefined}>
          {intl.formatMessage(messages[feeWords[feeStanding(fee, now)]], {
            fee: formatMoney(intl, fee.amount),
            date: fee.graceEndsAt && intl.formatDate(fee.graceEndsAt, dateFormats.weekdayShortClock),
          })}
        </Text>
      )}
      {fee?.dispute && (
        <Text size="small">{intl.formatMessage(messages.disputeReason, { reason: fee.dispute.reason })}</Text>
      )}
    </SessionRowFrame>
  );
}

interface ActionProps {
  entry: Entry;
  name: string;
  path: { classId: string; instanceId: string };
  onChanged: (entry: Entry) => void;
}

/** Correct a mark: the room's mark and what changes are said first; the choice is one of attended, late, no-show. */
function CorrectDialog({ entry, mark, name, path, onChanged }: ActionProps & { mark: Mark }) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const save = $api.useMutation('put', ENTRY);
  const roomMark = entry.correction?.from ?? mark;
  const form = useFormFields<{ mark: string }>({
    initialValues: { mark },
    failure: (error) => formFailure(intl, error, messages.correctFailed),
  });
  const submit = form.handleSubmit(async (values) => {
    const saved = await save.mutateAsync({
      params: { path: { ...path, customerId: entry.customer.id } },
      body: { mark: values.mark as (typeof MARKS)[number] },
    });
    onChanged(saved);
    setOpen(false);
    toast.show({
      tone: 'positive',
      title: intl.formatMessage(messages.corrected, { name, mark: markName(intl, saved.mark ?? mark) }),
    });
  });
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="secondary" size="small" aria-label={intl.formatMessage(messages.correctLabel, { name })}>
        {intl.formatMessage(messages.correct)}
      </Button>
      <Modal size="small">
        <Dialog
          title={intl.formatMessage(messages.correctTitle, { name })}
          closeLabel={intl.formatMessage(messages.close)}
        >
          {(close) => (
            <Form {...form.formProps} onSubmit={submit}>
              {correctWords(intl, name, roomMark, entry.fee !== null).map((line) => (
                <Text key={line}>{line}</Text>
              ))}
              <RadioGroup
                {...form.field('mark')}
                label={intl.formatMessage(messages.correctMark)}
                orientation="horizontal"
              >
                {MARKS.map((each) => (
                  <Radio key={each} value={each}>
                    {markName(intl, each)}
                  </Radio>
                ))}
              </RadioGroup>
              <FormEnd isPending={form.isPending} submit={messages.correctSave} pending={messages.correctSaving}>
                <Button variant="secondary" onPress={close}>
                  {intl.formatMessage(messages.back)}
                </Button>
              </FormEnd>
            </Form>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

/** Waive a no-show fee, confirmed first with what it means for the customer. */
function WaiveDialog({ entry, fee, name, path, onChanged }: ActionProps & { fee: Fee }) {
  const intl = useIntl();
  const waive = $api.useMutation('post', WAIVE);
  const [failure, setFailure] = useState<string>();
  const confirm = async (close: () => void) => {
    try {
      onChanged(await waive.mutateAsync({ params: { path: { ...path, customerId: entry.customer.id } } }));
    } catch (error) {
      setFailure(formFailure(intl, error, messages.waiveFailed).form);
      return;
    }
    close();
    toast.show({ tone: 'positive', title: intl.formatMessage(messages.waived, { name }) });
  };
  return (
    <ConfirmDialog
      words={{
        button: intl.formatMessage(messages.waive),
        buttonLabel: intl.formatMessage(messages.waiveLabel, { name }),
        title: intl.formatMessage(messages.waiveTitle, { name }),
        confirm: intl.formatMessage(messages.waiveConfirm),
        keep: intl.formatMessage(messages.waiveKeep),
        pending: intl.formatMessage(messages.waiving),
      }}
      onOpen={() => setFailure(undefined)}
      isPending={waive.isPending}
      onConfirm={(close) => void confirm(close)}
      failure={failure}
    >
      <Text as="span">{waiveWords(intl, name, fee.amount)}</Text>
    </ConfirmDialog>
  );
}
