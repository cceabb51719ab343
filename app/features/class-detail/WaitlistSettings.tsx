import { useQueryClient } from '@tanstack/react-query';
import { $api, type ClassInstance, type Schema } from '@/sdk';
import { Button, Dialog, Form, Modal, NumberField, Skeleton, Stack, Switch, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { useSessionTime } from '@/app/lib/booking/BookingDialog';
import { formFailure } from '@/app/lib/queries/failure';
import { QueryView } from '@/app/lib/queries/QueryView';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { messages } from './messages';

const CAP_MAX = 100;
const FORM_ID = 'waitlist-settings';

/** The cap and whether the waitlist takes new places, saved with `PUT …/waitlist/settings`. */
function SettingsForm({
  classId,
  session,
  summary,
  onSaved,
}: {
  classId: string;
  session: ClassInstance;
  summary: Schema<'WaitlistSummary'>;
  onSaved: (summary: Schema<'WaitlistSummary'>) => void;
}) {
  const intl = useIntl();
  const save = $api.useMutation('put', '/class/{classId}/instances/{instanceId}/waitlist/settings');
  const form = useFormFields({
    initialValues: { open: summary.open, cap: summary.cap ?? Number.NaN },
    validate: ({ cap }) => ({
      cap: !Number.isNaN(cap) && (!Number.isInteger(cap) || cap < 1 || cap > CAP_MAX) && messages.waitlistCapRange,
    }),
    failure: (error) => formFailure(intl, error, messages.waitlistSettingsFailed, messages.waitlistUnanswered),
  });
  const submit = form.handleSubmit(async ({ open, cap }) => {
    onSaved(
      await save.mutateAsync({
        params: { path: { classId, instanceId: session.id } },
        body: { open, cap: Number.isNaN(cap) ? null : cap },
      }),
    );
  });
  const open = form.field('open');
  return (
    <Form {...form.formProps} id={FORM_ID} onSubmit={submit}>
      <Stack space="large">
        <Text as="p" size="large" weight="strong">
          {intl.formatMessage(messages.waitlistWaiting, { count: summary.length })}
        </Text>
        <Switch name={open.name} isSelected={open.value} onChange={open.onChange}>
          {intl.formatMessage(messages.waitlistOpenLabel)}
        </Switch>
        <NumberField
          {...form.field('cap')}
          label={intl.formatMessage(messages.waitlistCapLabel)}
          description={intl.formatMessage(messages.waitlistCapHint)}
          minValue={1}
          maxValue={CAP_MAX}
        />
      </Stack>
    </Form>
  );
}

/**
 * A session's waitlist for its trainer: how many are waiting, whether it takes new places and its
 * cap. Those already waiting keep their places.
 */
export function WaitlistSettings({
  classId,
  session,
  onClose,
}: {
  classId: string;
  session: ClassInstance;
  onClose: () => void;
}) {
  const intl = useIntl();
  const sessionTime = useSessionTime();
  const queryClient = useQueryClient();
  const init = { params: { path: { classId, instanceId: session.id } } };
  const query = $api.useQuery('get', '/class/{classId}/instances/{instanceId}/waitlist', init);
  const saved = (summary: Schema<'WaitlistSummary'>) => {
    queryClient.setQueryData(['get', '/class/{classId}/instances/{instanceId}/waitlist', init], summary);
    void queryClient.invalidateQueries({ queryKey: ['get', '/class/{classId}/instances'] });
    onClose();
  };
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={intl.formatMessage(messages.waitlistSettingsTitle, {
          when: sessionTime(session.startDate, session.endDate),
        })}
        closeLabel={intl.formatMessage(messages.waitlistClose)}
        footer={
          <>
            <Button variant="ghost" onPress={onClose}>
              {intl.formatMessage(messages.waitlistClose)}
            </Button>
            {query.data && (
              <Button type="submit" form={FORM_ID}>
                {intl.formatMessage(messages.waitlistSave)}
              </Button>
            )}
          </>
        }
      >
        <QueryView
          query={query}
          loading={
            <div role="status" aria-label={intl.formatMessage(messages.waitlistLoading)}>
              <Skeleton lines={3} />
            </div>
          }
          errorTitle={intl.formatMessage(messages.waitlistErrorTitle)}
        >
          {(summary) => <SettingsForm classId={classId} session={session} summary={summary} onSaved={saved} />}
        </QueryView>
      </Dialog>
    </Modal>
  );
}
