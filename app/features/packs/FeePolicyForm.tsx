import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, apiClient, dataOrThrow, type Schema } from '@/sdk';
import { Card, Form, Skeleton, toast } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { FeeFields } from '@/app/lib/fee-policy/FeeFields';
import { feeValues, NO_FEES, toFeePolicy, validateFees, type FeeValues } from '@/app/lib/fee-policy/feePolicy';
import { FormEnd } from '@/app/lib/forms/FormEnd';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { QuerySection } from '@/app/lib/frames/PageSection';
import { formFailure } from '@/app/lib/queries/failure';
import { FEE_POLICY, ofTrainer } from './api';
import { messages } from './messages';
import * as styles from './packs.css';

const feesWords = {
  title: messages.feesTitle,
  subtitle: messages.feesSubtitle,
  loading: messages.feesLoading,
  error: messages.feesError,
};

/** The default fees' section: the saved policy in its form, or no fees when there is none yet (404). */
export function FeePolicySection({ trainerId }: { trainerId: string }) {
  const params = ofTrainer(trainerId);
  const query = useQuery({
    queryKey: $api.queryOptions('get', FEE_POLICY, params).queryKey,
    queryFn: async () => (await dataOrThrow(apiClient.GET(FEE_POLICY, params), { notFound: 'nothing' })) ?? NO_FEES,
  });
  return (
    <QuerySection query={query} words={feesWords} skeleton={<Skeleton height="14rem" />}>
      {(policy) => (
        <Card>
          <FeePolicyForm trainerId={trainerId} policy={policy} />
        </Card>
      )}
    </QuerySection>
  );
}

interface FeePolicyFormProps {
  trainerId: string;
  /** The saved default (no fees when the trainer set none). */
  policy: Schema<'FeePolicy'>;
}

/**
 * The trainer's default late-cancel window and fee and no-show fee, for every class without fees
 * of its own, on bookings made from when it is saved. The API's refusals show on their fields.
 */
export function FeePolicyForm({ trainerId, policy }: FeePolicyFormProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const save = $api.useMutation('put', FEE_POLICY);
  const form = useFormFields<FeeValues>({
    initialValues: feeValues(policy),
    validate: (values) => validateFees(values),
    failure: (error) => formFailure(intl, error, messages.feesNotSaved, messages.notSent),
  });

  const submit = form.handleSubmit(async (values) => {
    const params = ofTrainer(trainerId);
    const saved = await save.mutateAsync({ ...params, body: toFeePolicy(values) });
    queryClient.setQueryData($api.queryOptions('get', FEE_POLICY, params).queryKey, saved);
    toast.show({ tone: 'positive', title: intl.formatMessage(messages.feesSaved) });
  });

  return (
    <Form
      {...form.formProps}
      onSubmit={submit}
      className={styles.form}
      aria-label={intl.formatMessage(messages.feesTitle)}
    >
      <FeeFields field={form.field} />
      <FormEnd isPending={form.isPending} submit={messages.feesSave} pending={messages.feesSaving} />
    </Form>
  );
}
