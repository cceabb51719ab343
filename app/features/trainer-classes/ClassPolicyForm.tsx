import { useQueryClient } from '@tanstack/react-query';
import { $api, type Schema } from '@/sdk';
import { Card, Form, Radio, RadioGroup, Skeleton, Stack, Switch, Text, toast } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { policyWords } from '@/app/lib/attendance/words';
import { FeeFields } from '@/app/lib/fee-policy/FeeFields';
import { validateFees } from '@/app/lib/fee-policy/feePolicy';
import { messages as feeMessages } from '@/app/lib/fee-policy/messages';
import { formatMoney } from '@/app/lib/format/format';
import { FormEnd } from '@/app/lib/forms/FormEnd';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { QuerySection } from '@/app/lib/frames/PageSection';
import { formFailure } from '@/app/lib/queries/failure';
import { fromClassPolicy, policyField, toClassPolicyInput, type ClassPolicyValues } from './classPolicy';
import { messages } from './messages';
import * as styles from './TrainerClasses.css';

/** A class's fees and recording: read to show and saved with PUT. */
const CLASS_POLICY = '/class/{classId}/policy';

const policyWordsOfSection = {
  title: messages.policyTitle,
  subtitle: messages.policySubtitle,
  loading: messages.policyLoading,
  error: messages.policyError,
};

/** The class's fees and recording, below its form on its edit screen. */
export function ClassPolicySection({ classId }: { classId: string }) {
  const query = $api.useQuery('get', CLASS_POLICY, { params: { path: { classId } } });
  return (
    <QuerySection query={query} words={policyWordsOfSection} skeleton={<Skeleton height="16rem" />}>
      {(policy) => (
        <Card>
          <ClassPolicyForm policy={policy} />
        </Card>
      )}
    </QuerySection>
  );
}

/**
 * "Use my default" fees (shown in the words customers read) or the class's own, each no higher
 * than its price; whether its live sessions are recorded as replays (turning it off applies from
 * the next session) and whether those replays are sold to customers who did not book.
 */
export function ClassPolicyForm({ policy }: { policy: Schema<'ClassPolicy'> }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const save = $api.useMutation('put', CLASS_POLICY);
  const params = { params: { path: { classId: policy.classId } } };
  const abovePrice = intl.formatMessage(feeMessages.feeAbovePrice, { price: formatMoney(intl, policy.price) });
  const form = useFormFields<ClassPolicyValues>({
    initialValues: fromClassPolicy(policy),
    validate: (values) => (values.fees === 'own' ? validateFees(values, { price: policy.price, abovePrice }) : {}),
    failure: (error) => {
      const { fields, form: summary } = formFailure(intl, error, messages.policyNotSaved, messages.policyNotSent);
      const own = Object.entries(fields ?? {}).map(([name, said]) => [policyField(name), said]);
      return { fields: Object.fromEntries(own), form: summary };
    },
  });

  const submit = form.handleSubmit(async (values) => {
    const saved = await save.mutateAsync({ ...params, body: toClassPolicyInput(values) });
    queryClient.setQueryData($api.queryOptions('get', CLASS_POLICY, params).queryKey, saved);
    form.reset(fromClassPolicy(saved));
    toast.show({ tone: 'positive', title: intl.formatMessage(messages.policySaved) });
  });

  const { field, values } = form;
  const stoppingRecording = policy.recorded && !values.recorded;
  return (
    <Form
      {...form.formProps}
      onSubmit={submit}
      className={styles.form}
      aria-label={intl.formatMessage(messages.policyTitle)}
    >
      <RadioGroup
        {...field('fees')}
        onChange={(fees) => field('fees').onChange(fees as ClassPolicyValues['fees'])}
        label={intl.formatMessage(messages.policyFees)}
      >
        <Radio value="default" description={policy.usesDefault ? policyWords(intl, policy).join(' ') : undefined}>
          {intl.formatMessage(messages.policyDefault)}
        </Radio>
        <Radio value="own">{intl.formatMessage(messages.policyOwn, { price: formatMoney(intl, policy.price) })}</Radio>
      </RadioGroup>
      {values.fees === 'own' && <FeeFields field={field} />}
      <Stack space="small">
        <Switch isSelected={values.recorded} onChange={field('recorded').onChange}>
          {intl.formatMessage(messages.policyRecorded)}
        </Switch>
        <Text size="small" tone="muted">
          {intl.formatMessage(stoppingRecording ? messages.policyRecordingOff : messages.policyRecordedHint)}
        </Text>
      </Stack>
      <Switch
        isSelected={values.recorded && values.replaysForSale}
        isDisabled={!values.recorded}
        onChange={field('replaysForSale').onChange}
      >
        {intl.formatMessage(messages.policyForSale)}
      </Switch>
      <FormEnd isPending={form.isPending} submit={messages.policySave} pending={messages.policySaving} />
    </Form>
  );
}
