import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { $api, type Schema } from '../../../sdk';
import { Form, LinkButton, NumberField, TextArea, TextField, toast } from '../../../design-system';
import { useIntl } from '../../i18n';
import { useIdempotencyKey } from '../../lib/forms/idempotency';
import { formFailure } from '../../lib/queries/failure';
import { useFormFields } from '../../lib/forms/useFormFields';
import { useUnsavedChanges } from '../../lib/forms/useUnsavedChanges';
import { messages } from './messages';
import { BenefitsField } from './BenefitsField';
import { toPlanInput, validatePlan, type PlanValues } from './planForm';
import { PLAN, PLANS, plansQuery } from './plans';
import * as styles from './TrainerSubscriptions.css';
import { FormEnd } from '../../lib/forms/FormEnd';

interface PlanFormProps {
  trainerId: string;
  initialValues: PlanValues;
  /** The plan being edited; none to create one. */
  existing?: Schema<'SubscriptionPlan'>;
}

/**
 * A plan's name, description, monthly price (£1 to £500) and benefits, each checked where it is.
 * A new plan is sent once (one Idempotency-Key until it is created); a failure keeps everything
 * typed and says why; leaving with unsaved changes asks first.
 */
export function PlanForm({ trainerId, initialValues, existing }: PlanFormProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const create = $api.useMutation('post', PLANS);
  const update = $api.useMutation('put', PLAN);
  const failed = existing ? messages.notSaved : messages.notCreated;

  const form = useFormFields<PlanValues>({
    initialValues,
    validate: validatePlan,
    failure: (error) => formFailure(intl, error, failed, messages.notSent),
  });
  useUnsavedChanges(form.isDirty);

  const submit = form.handleSubmit(async (values) => {
    const body = toPlanInput(values);
    if (existing) {
      const params = { params: { path: { subscriptionId: existing.id } } };
      const saved = await update.mutateAsync({ ...params, body });
      queryClient.setQueryData($api.queryOptions('get', PLAN, params).queryKey, saved);
    } else await create.mutateAsync({ params: { header: { 'Idempotency-Key': idempotency.keyFor(body) } }, body });
    toast.show({ tone: 'positive', title: intl.formatMessage(existing ? messages.saved : messages.created) });
    if (!existing) idempotency.renew();
    void queryClient.invalidateQueries({
      queryKey: $api.queryOptions('get', PLANS, plansQuery(trainerId)).queryKey,
    });
    navigate('/trainer/subscriptions');
  });

  const { field } = form;
  return (
    <Form {...form.formProps} onSubmit={submit} className={styles.form}>
      <TextField {...field('name')} label={intl.formatMessage(messages.name)} maxLength={80} isRequired />
      <TextArea
        {...field('description')}
        label={intl.formatMessage(messages.description)}
        rows={4}
        maxLength={500}
        isRequired
      />
      <NumberField
        {...field('price')}
        label={intl.formatMessage(messages.price)}
        description={intl.formatMessage(messages.priceHint)}
        formatOptions={{ style: 'currency', currency: 'GBP' }}
        minValue={0}
        className={styles.priceField}
        isRequired
      />
      <BenefitsField {...field('benefits')} />
      <FormEnd
        isPending={form.isPending}
        submit={existing ? messages.save : messages.create}
        pending={existing ? messages.saving : messages.creating}
      >
        <LinkButton href="/trainer/subscriptions" variant="secondary">
          {intl.formatMessage(messages.back)}
        </LinkButton>
      </FormEnd>
    </Form>
  );
}
