import { $api, type Schema } from '@/sdk';
import { Checkbox, CheckboxGroup, Form, NumberField, Radio, RadioGroup, Switch, TextField } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formatMoney, poundsField } from '@/app/lib/format/format';
import { toPence } from '@/app/lib/format/priceRule';
import { EditorFormEnd } from '@/app/lib/forms/FormEnd';
import { useEditorForm } from '@/app/lib/forms/useEditorForm';
import { EditorScreen, SavedForm } from '@/app/lib/frames/EditorScreen';
import { pricePerCredit } from '@/app/lib/pricing/pricing';
import { useViewer } from '@/app/session/hooks';
import { paths } from '@/app/routing/paths';
import { ofTrainer, PACK, PACKS, TRAINER_CLASSES } from './api';
import { messages } from './messages';
import { CREDITS, emptyPack, fromPack, PRICE, toPackInput, VALIDITY, validatePack, type PackValues } from './packForm';
import { useKindNames } from './words';
import * as styles from './packs.css';

/** `/trainer/packs/new` and `/trainer/packs/:id/edit`: the pack form, empty or with the pack. */
export default function PackFormPage() {
  const trainerId = useViewer()?.id ?? '';
  return (
    <EditorScreen words={messages}>
      {(id) =>
        id ? (
          <EditPack packId={id} trainerId={trainerId} />
        ) : (
          <PackForm trainerId={trainerId} initialValues={emptyPack()} />
        )
      }
    </EditorScreen>
  );
}

function EditPack({ packId, trainerId }: { packId: string; trainerId: string }) {
  const intl = useIntl();
  const query = $api.useQuery('get', PACK, { params: { path: { packId } } });
  return (
    <SavedForm
      query={query}
      loading={{ label: intl.formatMessage(messages.loadingPack), heights: ['4.5rem', '4.5rem', '4.5rem', '10rem'] }}
      errorTitle={intl.formatMessage(messages.packError)}
      page={messages}
    >
      {(pack) => <PackForm key={pack.id} trainerId={trainerId} existing={pack} initialValues={fromPack(pack)} />}
    </SavedForm>
  );
}

interface PackFormProps {
  trainerId: string;
  initialValues: PackValues;
  /** The pack being edited; none to create one. */
  existing?: Schema<'ClassPack'>;
}

/**
 * A pack's name, credits, price (with what a credit then costs), validity, what a credit pays for
 * (kinds of session, or chosen classes of the trainer's) and whether it is on sale, each checked
 * where it is; the API's refusals show on their fields. A new pack is sent once (one
 * Idempotency-Key until it is created); leaving with unsaved changes asks first.
 */
export function PackForm({ trainerId, initialValues, existing }: PackFormProps) {
  const intl = useIntl();
  const kindNames = useKindNames();
  const classes = $api.useQuery('get', TRAINER_CLASSES, { params: { query: { trainerId } } });
  const create = $api.useMutation('post', PACKS);
  const update = $api.useMutation('put', PACK);
  const { form, submit, end } = useEditorForm({
    initialValues,
    validate: validatePack,
    words: messages,
    list: { href: paths.packs(), queryKey: $api.queryOptions('get', PACKS, ofTrainer(trainerId)).queryKey },
    toBody: toPackInput,
    create: (body, key) =>
      create.mutateAsync({ params: { path: { trainerId }, header: { 'Idempotency-Key': key } }, body }),
    update: existing && {
      send: (body) => update.mutateAsync({ params: { path: { packId: existing.id } }, body }),
      queryKey: $api.queryOptions('get', PACK, { params: { path: { packId: existing.id } } }).queryKey,
    },
  });

  const { field, values } = form;
  const perCredit =
    Number.isInteger(values.credits) && values.credits > 0 && values.price > 0
      ? pricePerCredit({ amount: toPence(values.price), currency: 'GBP' }, values.credits)
      : null;
  return (
    <Form {...form.formProps} onSubmit={submit} className={styles.form}>
      <TextField {...field('name')} label={intl.formatMessage(messages.name)} maxLength={80} isRequired />
      <div className={styles.fieldRow}>
        <NumberField
          {...field('credits')}
          label={intl.formatMessage(messages.credits)}
          description={intl.formatMessage(messages.creditsHint)}
          minValue={CREDITS.min}
          maxValue={CREDITS.max}
          isRequired
        />
        <NumberField
          {...field('validityDays')}
          label={intl.formatMessage(messages.validityDays)}
          description={intl.formatMessage(messages.validityHint)}
          minValue={VALIDITY.min}
          maxValue={VALIDITY.max}
          isRequired
        />
      </div>
      <NumberField
        {...field('price')}
        label={intl.formatMessage(messages.price)}
        description={
          perCredit
            ? intl.formatMessage(messages.priceHintPerCredit, { price: formatMoney(intl, perCredit) })
            : intl.formatMessage(messages.priceHint)
        }
        formatOptions={poundsField}
        minValue={0}
        maxValue={PRICE.max}
        className={styles.narrowField}
        isRequired
      />
      <RadioGroup
        {...field('coverage')}
        onChange={(coverage) => field('coverage').onChange(coverage as PackValues['coverage'])}
        label={intl.formatMessage(messages.coverage)}
      >
        <Radio value="KINDS">{intl.formatMessage(messages.coverageKinds)}</Radio>
        <Radio value="CLASSES">{intl.formatMessage(messages.coverageClasses)}</Radio>
      </RadioGroup>
      {values.coverage === 'KINDS' ? (
        <CheckboxGroup
          {...field('kinds')}
          onChange={(kinds) => field('kinds').onChange(kinds as PackValues['kinds'])}
          label={intl.formatMessage(messages.kinds)}
        >
          {kindNames.map(([kind, name]) => (
            <Checkbox key={kind} value={kind}>
              {name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : (
        <CheckboxGroup
          {...field('classIds')}
          label={intl.formatMessage(messages.classIds)}
          // Always a description: the group's aria-describedby keeps pointing at it as the classes arrive.
          description={intl.formatMessage(
            classes.isPending
              ? messages.classesLoading
              : classes.isError
                ? messages.classesError
                : messages.classesHint,
          )}
        >
          {(classes.data ?? []).map((item) => (
            <Checkbox key={item.id} value={item.id}>
              {item.title}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
      <Switch
        isSelected={values.onSale}
        onChange={field('onSale').onChange}
        isDisabled={existing?.status === 'WITHDRAWN'}
        description={intl.formatMessage(messages.onSaleHint)}
      >
        {intl.formatMessage(messages.onSale)}
      </Switch>
      <EditorFormEnd {...end} isPending={form.isPending} />
    </Form>
  );
}
