import { getLocalTimeZone } from '@/design-system';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { $api, type Schema } from '@/sdk';
import { createClass, updateClass } from '@/sdk/calls';
import {
  Checkbox,
  CheckboxGroup,
  DatePicker,
  FileDropZone,
  Form,
  type HeldFile,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  TextArea,
  TextField,
  toast,
} from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formFailure } from '@/app/lib/queries/failure';
import { formatMoney, poundsField } from '@/app/lib/format/format';
import { disciplineName } from '@/app/lib/format/labels';
import { WEEK, weekdayName, type Weekday } from '@/app/lib/time/weekdays';
import { minimumPrice, toPence } from '@/app/lib/format/priceRule';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { FeeFields } from '@/app/lib/fee-policy/FeeFields';
import { messages as feeMessages } from '@/app/lib/fee-policy/messages';
import { useUnsavedChanges } from '@/app/lib/forms/useUnsavedChanges';
import {
  CLASSES_LIST,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  ownFeesPolicy,
  toClassInput,
  validateClass,
  validateOwnFees,
  type ClassValues,
  type Difficulty,
} from './classForm';
import { difficultyLabels, imageRefused, messages } from './messages';
import { useVideoUpload, VideoUpload } from './VideoUpload';
import * as styles from './TrainerClasses.css';
import { EditorFormEnd } from '@/app/lib/forms/FormEnd';
import { useEditorSave } from '@/app/lib/forms/useEditorSave';
import { paths } from '@/app/routing/paths';

const DIFFICULTIES: Difficulty[] = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'];
const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];

interface ClassFormProps {
  trainerId: string;
  initialValues: ClassValues;
  /** The class being edited; none to create one. */
  existing?: Schema<'ClassDetail'>;
}

/**
 * Every field of a class, each checked where it is: title, pictures (each at most 1 MB, refused
 * before anything is sent; previewed, put in order, removable), description, category,
 * difficulty, equipment, live or recorded, start (not in the past), repeat days, duration, places
 * and price. The price follows the duration (at least £20 per 45 minutes) until the trainer
 * changes it. A new live class keeps the trainer's default fees or has its own, none above its
 * price, saved once it is created (if they are not, its edit screen opens to set them again). Sent
 * once; a failure keeps everything typed and chosen. A recorded class then uploads its video with
 * progress.
 */
export function ClassForm({ trainerId, initialValues, existing }: ClassFormProps) {
  const intl = useIntl();
  const timeZone = getLocalTimeZone();
  const priceOf = (pounds: number) =>
    formatMoney(intl, { amount: Number.isFinite(pounds) ? toPence(pounds) : 0, currency: 'GBP' });
  const editor = useEditorSave({
    isNew: !existing,
    words: messages,
    list: {
      href: paths.trainerClasses(),
      queryKey: $api.queryOptions('get', CLASSES_LIST, { params: { query: { trainerId } } }).queryKey,
    },
  });
  const [, navigate] = useLocation();
  const saveFees = $api.useMutation('put', '/class/{classId}/policy');
  const [priceTouched, setPriceTouched] = useState(existing !== undefined);
  const [uploadTo, setUploadTo] = useState<Schema<'ClassDetail'>>();
  const upload = useVideoUpload();
  const categories = $api.useQuery(
    'get',
    '/master-data/public/training-category/categories',
    {},
    { staleTime: Infinity },
  );
  const equipment = $api.useQuery('get', '/master-data/public/training-equipments', {}, { staleTime: Infinity });

  const form = useFormFields<ClassValues>({
    initialValues,
    validate: (values) => ({
      ...validateClass(values, new Date(), timeZone),
      ...validateOwnFees(values, intl.formatMessage(feeMessages.feeAbovePrice, { price: priceOf(values.price) })),
    }),
    failure: (error) => {
      // The spec's words say what happened, whoever failed; the server's field details go on the fields.
      const words = existing ? messages.notSaved : messages.notCreated;
      return formFailure(intl, error, { otherwise: words, refused: words });
    },
  });
  useUnsavedChanges(form.isDirty && !uploadTo);

  const sendVideo = async (classId: string, video: File) => {
    if (!(await upload.start(classId, video))) return;
    toast.show({ tone: 'positive', title: intl.formatMessage(messages.videoUploaded) });
    editor.backToList();
  };

  /** A new class's own fees, once it exists; a refusal or failure is said in a toast. */
  const sentFees = async (classId: string, body: Schema<'ClassPolicyInput'>) => {
    try {
      await saveFees.mutateAsync({ params: { path: { classId } }, body });
      return true;
    } catch {
      toast.show({ tone: 'critical', title: intl.formatMessage(messages.feesNotSaved) });
      return false;
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const input = toClassInput(values, timeZone, existing !== undefined);
    const saved = existing ? await updateClass(existing.id, input) : await createClass(input, editor.keyFor(input));
    editor.saved();
    const fees = existing ? undefined : ownFeesPolicy(values);
    if (fees && !(await sentFees(saved.id, fees))) return navigate(paths.editClass(saved.id));
    const [video] = values.kind === 'recorded' ? values.video : [];
    if (!video) return editor.backToList();
    setUploadTo(saved);
    await sendVideo(saved.id, video);
  });

  const field = form.field;
  const { values } = form;
  const live = values.kind === 'live';
  const duration = field('durationMinutes');
  const minimum = Number.isFinite(values.durationMinutes) ? minimumPrice(values.durationMinutes) : undefined;
  const video = values.video[0];

  if (uploadTo && video) {
    return (
      <VideoUpload
        file={video}
        percent={upload.percent}
        failure={upload.failure}
        onRetry={() => void sendVideo(uploadTo.id, video)}
        onSkip={editor.backToList}
      />
    );
  }

  return (
    <Form {...form.formProps} onSubmit={submit} className={styles.form}>
      <TextField {...field('title')} label={intl.formatMessage(messages.title)} maxLength={120} isRequired />
      <FileDropZone<HeldFile>
        label={intl.formatMessage(messages.images)}
        dropLabel={intl.formatMessage(messages.imagesDrop)}
        browseLabel={intl.formatMessage(messages.imagesBrowse)}
        description={intl.formatMessage(messages.imagesHint)}
        acceptedTypes={['image/png', 'image/jpeg', 'image/webp']}
        maxSizeBytes={MAX_IMAGE_BYTES}
        maxFiles={MAX_IMAGES}
        files={values.images}
        onChange={field('images').onChange}
        rejectionMessage={({ file, reason }) => intl.formatMessage(imageRefused[reason], { name: file.name })}
        removeLabel={(file) => intl.formatMessage(messages.imageRemove, { name: file.name })}
        moveLabels={{
          earlier: (file) => intl.formatMessage(messages.imageEarlier, { name: file.name }),
          later: (file) => intl.formatMessage(messages.imageLater, { name: file.name }),
        }}
      />
      <TextArea {...field('description')} label={intl.formatMessage(messages.description)} rows={5} isRequired />
      <div className={styles.pair}>
        <Select
          {...field('category')}
          onChange={(key) => field('category').onChange(key === null ? null : String(key))}
          label={intl.formatMessage(messages.category)}
          placeholder={intl.formatMessage(messages.choose)}
          items={categories.data ?? []}
          isRequired
        >
          {(item) => <SelectItem id={item.name}>{disciplineName(intl, item.name)}</SelectItem>}
        </Select>
        <Select
          {...field('difficulty')}
          onChange={(key) => field('difficulty').onChange(key as Difficulty | null)}
          label={intl.formatMessage(messages.difficulty)}
          placeholder={intl.formatMessage(messages.choose)}
          isRequired
        >
          {DIFFICULTIES.map((level) => (
            <SelectItem key={level} id={level}>
              {intl.formatMessage(difficultyLabels[level])}
            </SelectItem>
          ))}
        </Select>
      </div>
      <CheckboxGroup
        {...field('equipment')}
        label={intl.formatMessage(messages.equipment)}
        description={intl.formatMessage(messages.equipmentHint)}
        orientation="horizontal"
      >
        {(equipment.data ?? []).map((item) => (
          <Checkbox key={item.id} value={item.name}>
            {item.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <RadioGroup
        {...field('kind')}
        onChange={(kind) => field('kind').onChange(kind as ClassValues['kind'])}
        label={intl.formatMessage(messages.kind)}
        description={intl.formatMessage(messages.kindHint)}
        isDisabled={existing !== undefined}
      >
        <Radio value="live" description={intl.formatMessage(messages.kindLiveHint)}>
          {intl.formatMessage(messages.kindLive)}
        </Radio>
        <Radio value="recorded" description={intl.formatMessage(messages.kindRecordedHint)}>
          {intl.formatMessage(messages.kindRecorded)}
        </Radio>
      </RadioGroup>
      <DatePicker
        {...field('startDate')}
        label={intl.formatMessage(live ? messages.startLive : messages.startRecorded)}
        description={intl.formatMessage(messages.startHint, { timeZone })}
        granularity="minute"
        hourCycle={24}
        isRequired
      />
      {live && (
        <CheckboxGroup
          {...field('repeatDays')}
          onChange={(days) => field('repeatDays').onChange(days as Weekday[])}
          label={intl.formatMessage(messages.repeatDays)}
          description={intl.formatMessage(messages.repeatDaysHint)}
          orientation="horizontal"
        >
          {WEEK.map((day) => (
            <Checkbox key={day} value={day}>
              {weekdayName(intl, day)}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
      <div className={styles.pair}>
        <NumberField
          {...duration}
          onChange={(minutes) => {
            duration.onChange(minutes);
            if (!priceTouched && Number.isFinite(minutes)) field('price').onChange(minimumPrice(minutes) / 100);
          }}
          label={intl.formatMessage(messages.duration)}
          description={intl.formatMessage(messages.durationHint)}
          minValue={5}
          maxValue={240}
          step={5}
          isRequired
        />
        {live && (
          <NumberField {...field('capacity')} label={intl.formatMessage(messages.capacity)} minValue={1} isRequired />
        )}
      </div>
      <NumberField
        {...field('price')}
        onChange={(pounds) => {
          setPriceTouched(true);
          field('price').onChange(pounds);
        }}
        label={intl.formatMessage(messages.price)}
        description={
          minimum === undefined
            ? intl.formatMessage(messages.priceRule)
            : intl.formatMessage(messages.priceMinimum, {
                minimum: formatMoney(intl, { amount: minimum, currency: 'GBP' }),
                minutes: values.durationMinutes,
              })
        }
        formatOptions={poundsField}
        minValue={0}
        isRequired
      />
      {live && !existing && (
        <Stack space="large">
          <RadioGroup
            {...field('fees')}
            onChange={(fees) => field('fees').onChange(fees as ClassValues['fees'])}
            label={intl.formatMessage(messages.policyFees)}
            description={intl.formatMessage(messages.feesHint)}
          >
            <Radio value="default">{intl.formatMessage(messages.policyDefault)}</Radio>
            <Radio value="own">{intl.formatMessage(messages.policyOwn, { price: priceOf(values.price) })}</Radio>
          </RadioGroup>
          {values.fees === 'own' && <FeeFields field={field} />}
        </Stack>
      )}
      {!live && (
        <FileDropZone
          label={intl.formatMessage(messages.video)}
          dropLabel={intl.formatMessage(messages.videoDrop)}
          browseLabel={intl.formatMessage(messages.videoBrowse)}
          description={intl.formatMessage(existing ? messages.videoHintEdit : messages.videoHint)}
          acceptedTypes={VIDEO_TYPES}
          allowsMultiple={false}
          files={values.video}
          onChange={field('video').onChange}
          rejectionMessage={({ file }) => intl.formatMessage(messages.videoRefused, { name: file.name })}
          removeLabel={(file) => intl.formatMessage(messages.imageRemove, { name: file.name })}
        />
      )}
      <EditorFormEnd {...editor.end} isPending={form.isPending} />
    </Form>
  );
}
