import { $api, type Schema } from '@/sdk';
import {
  Checkbox,
  CheckboxGroup,
  DatePicker,
  Form,
  getLocalTimeZone,
  NumberField,
  Radio,
  RadioGroup,
  Switch,
  TextField,
  today,
} from '@/design-system';
import { useIntl } from '@/app/i18n';
import { poundsField } from '@/app/lib/format/format';
import { EditorFormEnd } from '@/app/lib/forms/FormEnd';
import { useEditorForm } from '@/app/lib/forms/useEditorForm';
import { EditorScreen, SavedForm } from '@/app/lib/frames/EditorScreen';
import { useViewer } from '@/app/session/hooks';
import { paths } from '@/app/routing/paths';
import { ofTrainer, PROMO_CODE, PROMO_CODES } from './api';
import { emptyCode, fromCode, toCodeInput, validateCode, type CodeValues } from './codeForm';
import { messages } from './messages';
import { useTargetNames } from './words';
import * as styles from './packs.css';

const editorWords = {
  newPageTitle: messages.newCodePageTitle,
  editPageTitle: messages.editCodePageTitle,
  newTitle: messages.newCodeTitle,
  editTitle: messages.editCodeTitle,
  formIntro: messages.codeFormIntro,
};

const endWords = {
  create: messages.createCode,
  creating: messages.creatingCode,
  created: messages.createdCode,
  save: messages.save,
  saving: messages.savingCode,
  saved: messages.savedCode,
  back: messages.back,
  notCreated: messages.notCreatedCode,
  notSaved: messages.notSavedCode,
  notSent: messages.notSent,
};

const pageWords = {
  loadingPageTitle: messages.codeLoadingPageTitle,
  notFoundPageTitle: messages.codeNotFoundPageTitle,
  notFoundTitle: messages.codeNotFoundTitle,
  notFoundBody: messages.notFoundBody,
};

/** `/trainer/packs/codes/new` and `/trainer/packs/codes/:id/edit`: the promo code form, empty or with the code. */
export default function PromoCodeFormPage() {
  const trainerId = useViewer()?.id ?? '';
  return (
    <EditorScreen words={editorWords}>
      {(id) =>
        id ? (
          <EditCode promoCodeId={id} trainerId={trainerId} />
        ) : (
          <PromoCodeForm trainerId={trainerId} initialValues={emptyCode(today(getLocalTimeZone()))} />
        )
      }
    </EditorScreen>
  );
}

function EditCode({ promoCodeId, trainerId }: { promoCodeId: string; trainerId: string }) {
  const intl = useIntl();
  const query = $api.useQuery('get', PROMO_CODE, { params: { path: { promoCodeId } } });
  return (
    <SavedForm
      query={query}
      loading={{ label: intl.formatMessage(messages.loadingCode), heights: ['4.5rem', '6rem', '4.5rem', '8rem'] }}
      errorTitle={intl.formatMessage(messages.codeError)}
      page={pageWords}
    >
      {(code) => <PromoCodeForm key={code.id} trainerId={trainerId} existing={code} initialValues={fromCode(code)} />}
    </SavedForm>
  );
}

interface PromoCodeFormProps {
  trainerId: string;
  initialValues: CodeValues;
  /** The code being edited; none to create one. */
  existing?: Schema<'PromoCode'>;
}

/**
 * A promo code: its text, a percentage or an amount off, what it applies to, its first and last
 * day, its uses in all and per customer, whether a subscription's discount repeats, and active or
 * paused. Each is checked where it is, and the API's refusals (the code taken, an end before the
 * start, over 100 percent, an amount over the price) show on the field they concern.
 */
export function PromoCodeForm({ trainerId, initialValues, existing }: PromoCodeFormProps) {
  const intl = useIntl();
  const targetNames = useTargetNames();
  const create = $api.useMutation('post', PROMO_CODES);
  const update = $api.useMutation('put', PROMO_CODE);
  const { form, submit, end } = useEditorForm({
    initialValues,
    validate: validateCode,
    words: endWords,
    list: { href: paths.packs(), queryKey: $api.queryOptions('get', PROMO_CODES, ofTrainer(trainerId)).queryKey },
    toBody: toCodeInput,
    create: (body, key) =>
      create.mutateAsync({ params: { path: { trainerId }, header: { 'Idempotency-Key': key } }, body }),
    update: existing && {
      send: (body) => update.mutateAsync({ params: { path: { promoCodeId: existing.id } }, body }),
      queryKey: $api.queryOptions('get', PROMO_CODE, { params: { path: { promoCodeId: existing.id } } }).queryKey,
    },
  });

  const { field, values } = form;
  const percent = values.discountType === 'PERCENT';
  /** A choice field: the radio and checkbox groups give back plain strings, which are the form's values. */
  const choice = <Name extends 'discountType' | 'appliesTo'>(name: Name) => ({
    ...field(name),
    onChange: (value: string | string[]) => field(name).onChange(value as CodeValues[Name]),
  });
  return (
    <Form {...form.formProps} onSubmit={submit} className={styles.form}>
      <TextField
        {...field('code')}
        label={intl.formatMessage(messages.code)}
        description={intl.formatMessage(messages.codeHint)}
        maxLength={20}
        className={styles.narrowField}
        isRequired
      />
      <RadioGroup
        {...choice('discountType')}
        label={intl.formatMessage(messages.discountType)}
        orientation="horizontal"
      >
        <Radio value="PERCENT">{intl.formatMessage(messages.discountPercent)}</Radio>
        <Radio value="AMOUNT">{intl.formatMessage(messages.discountAmount)}</Radio>
      </RadioGroup>
      {percent ? (
        <NumberField
          {...field('percentOff')}
          label={intl.formatMessage(messages.percentOff)}
          formatOptions={{ style: 'unit', unit: 'percent', maximumFractionDigits: 0 }}
          minValue={0}
          className={styles.narrowField}
          isRequired
        />
      ) : (
        <NumberField
          {...field('amountOff')}
          label={intl.formatMessage(messages.amountOff)}
          description={intl.formatMessage(messages.amountHint)}
          formatOptions={poundsField}
          minValue={0}
          className={styles.narrowField}
          isRequired
        />
      )}
      <CheckboxGroup {...choice('appliesTo')} label={intl.formatMessage(messages.appliesTo)} orientation="horizontal">
        {targetNames.map(([target, name]) => (
          <Checkbox key={target} value={target}>
            {name}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <div className={styles.fieldRow}>
        <DatePicker {...field('startsOn')} label={intl.formatMessage(messages.startsOn)} isRequired />
        <DatePicker
          {...field('endsOn')}
          label={intl.formatMessage(messages.endsOn)}
          description={intl.formatMessage(messages.endsOnHint)}
        />
      </div>
      <div className={styles.fieldRow}>
        <NumberField
          {...field('maxUses')}
          label={intl.formatMessage(messages.maxUses)}
          description={intl.formatMessage(messages.usesHint)}
          minValue={1}
        />
        <NumberField
          {...field('maxUsesPerCustomer')}
          label={intl.formatMessage(messages.maxUsesPerCustomer)}
          description={intl.formatMessage(messages.usesHint)}
          minValue={1}
        />
      </div>
      {values.appliesTo.includes('SUBSCRIPTIONS') && (
        <Switch
          isSelected={values.repeatsOnRenewal}
          onChange={field('repeatsOnRenewal').onChange}
          description={intl.formatMessage(messages.repeatsHint)}
        >
          {intl.formatMessage(messages.repeatsOnRenewal)}
        </Switch>
      )}
      <Switch
        isSelected={values.active}
        onChange={field('active').onChange}
        description={intl.formatMessage(messages.codeActiveHint)}
      >
        {intl.formatMessage(messages.codeActive)}
      </Switch>
      <EditorFormEnd {...end} isPending={form.isPending} />
    </Form>
  );
}
