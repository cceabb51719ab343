import { $api, type Schema } from '@/sdk';
import { Form, NumberField, TextArea, TextField } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { poundsField } from '@/app/lib/format/format';
import { messages } from './messages';
import { BenefitsField } from './BenefitsField';
import { toPlanInput, validatePlan, type PlanValues } from './planForm';
import { PLAN, PLANS, plansQuery } from './plans';
import * as styles from './TrainerSubscriptions.css';
import { EditorFormEnd } from '@/app/lib/forms/FormEnd';
import { useEditorForm } from '@/app/lib/forms/useEditorForm';
import { paths } from '@/app/routing/paths';

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
  const create = $api.useMutation('post', PLANS);
  const update = $api.useMutation('put', PLAN);
  const { form, submit, end } = useEditorForm({
    initialValues,
    validate: validatePlan,
    words: messages,
    list: { href: paths.plans(), queryKey: $api.queryOptions('get', PLANS, plansQuery(trainerId)).queryKey },
    toBody: toPlanInput,
    create: (body, key) => create.mutateAsync({ params: { header: { 'Idempotency-Key': key } }, body }),
    update: existing && {
      send: (body) => update.mutateAsync({ params: { path: { subscriptionId: existing.id } }, body }),
      queryKey: $api.queryOptions('get', PLAN, { params: { path: { subscriptionId: existing.id } } }).queryKey,
    },
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
        formatOptions={poundsField}
        minValue={0}
        className={styles.priceField}
        isRequired
      />
      <BenefitsField {...field('benefits')} />
      <EditorFormEnd {...end} isPending={form.isPending} />
    </Form>
  );
}
