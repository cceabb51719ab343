import { useQueryClient } from '@tanstack/react-query';
import { $api, type Schema } from '../../../sdk';
import { Form, NumberField, TextArea, TextField } from '../../../design-system';
import { useIntl } from '../../i18n';
import { poundsField } from '../../lib/format/format';
import { formFailure } from '../../lib/queries/failure';
import { useFormFields } from '../../lib/forms/useFormFields';
import { useUnsavedChanges } from '../../lib/forms/useUnsavedChanges';
import { messages } from './messages';
import { BenefitsField } from './BenefitsField';
import { toPlanInput, validatePlan, type PlanValues } from './planForm';
import { PLAN, PLANS, plansQuery } from './plans';
import * as styles from './TrainerSubscriptions.css';
import { EditorFormEnd } from '../../lib/forms/FormEnd';
import { useEditorSave } from '../../lib/forms/useEditorSave';
import { paths } from '../../routing/paths';

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
  const queryClient = useQueryClient();
  const editor = useEditorSave({
    isNew: !existing,
    words: messages,
    list: { href: paths.plans(), queryKey: $api.queryOptions('get', PLANS, plansQuery(trainerId)).queryKey },
  });
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
    } else await create.mutateAsync({ params: { header: { 'Idempotency-Key': editor.keyFor(body) } }, body });
    editor.saved();
    editor.backToList();
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
      <EditorFormEnd {...editor.end} isPending={form.isPending} />
    </Form>
  );
}
