import { getLocalTimeZone, today } from '@/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { $api, type Schema } from '@/sdk';
import {
  Checkbox,
  CheckboxGroup,
  DatePicker,
  Form,
  Radio,
  RadioGroup,
  TextArea,
  TextField,
  toast,
} from '@/design-system';
import { useIntl } from '@/app/i18n';
import { disciplineName } from '@/app/lib/format/labels';
import { formFailure } from '@/app/lib/queries/failure';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { useUnsavedChanges } from '@/app/lib/forms/useUnsavedChanges';
import { genderLabels, messages } from './messages';
import { isAdult, isUkMobile, toProfileUpdate, type Gender, type ProfileValues } from './profile';
import * as styles from './TrainerOnboarding.css';
import { FormEnd } from '@/app/lib/forms/FormEnd';

const GENDERS: Gender[] = ['FEMALE', 'MALE', 'NON_BINARY'];

interface ProfileFormProps {
  trainerId: string;
  profile: Schema<'TrainerProfile'>;
  options: Schema<'FilterOptions'>;
}

/**
 * The profile a customer sees, and the facts the team checks: bio, gender, date of birth (18 or
 * older), UK mobile number, skills and professional training. Every field is required; a form
 * with gaps says "Incomplete Fields!" and each gap says what it needs.
 */
export function ProfileForm({ trainerId, profile, options }: ProfileFormProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const save = $api.useMutation('put', '/trainer/{trainerId}');
  const incomplete = `${intl.formatMessage(messages.incomplete)} ${intl.formatMessage(messages.fillRequired)}`;
  const form = useFormFields<ProfileValues>({
    initialValues: {
      bio: profile.bio,
      gender: profile.gender,
      dateOfBirth: null,
      mobileNumber: '',
      skills: [...profile.skills],
      professionalTraining: [],
    },
    validate: (values) => {
      const errors = {
        bio: !values.bio.trim() && messages.bioRequired,
        gender: !values.gender && messages.genderRequired,
        dateOfBirth: !values.dateOfBirth
          ? messages.dateOfBirthRequired
          : !isAdult(values.dateOfBirth, today(getLocalTimeZone())) && messages.tooYoung,
        mobileNumber: !values.mobileNumber.trim()
          ? messages.mobileRequired
          : !isUkMobile(values.mobileNumber) && messages.mobileInvalid,
        skills: values.skills.length === 0 && messages.selectSpecialities,
        professionalTraining: values.professionalTraining.length === 0 && messages.selectSkillAndTraining,
      };
      return Object.values(errors).some(Boolean) ? { ...errors, form: incomplete } : errors;
    },
    failure: (error) => formFailure(intl, error, messages.profileNotSaved),
  });
  useUnsavedChanges(form.isDirty);

  const submit = form.handleSubmit(async (values) => {
    const saved = await save.mutateAsync({
      params: { path: { trainerId } },
      body: toProfileUpdate(values, { firstName: profile.firstName, lastName: profile.lastName }),
    });
    queryClient.setQueryData(
      $api.queryOptions('get', '/trainer/{trainerId}', { params: { path: { trainerId } } }).queryKey,
      saved,
    );
    toast.show({ tone: 'positive', title: intl.formatMessage(messages.profileSaved) });
  });

  const field = form.field;
  return (
    <Form {...form.formProps} onSubmit={submit} className={styles.form}>
      <TextArea {...field('bio')} label={intl.formatMessage(messages.bio)} rows={4} isRequired />
      <RadioGroup
        {...field('gender')}
        value={form.values.gender ?? null}
        onChange={(gender) => field('gender').onChange(gender as Gender)}
        label={intl.formatMessage(messages.gender)}
        orientation="horizontal"
        isRequired
      >
        {GENDERS.map((gender) => (
          <Radio key={gender} value={gender}>
            {intl.formatMessage(genderLabels[gender])}
          </Radio>
        ))}
      </RadioGroup>
      <div className={styles.pair}>
        <DatePicker
          {...field('dateOfBirth')}
          label={intl.formatMessage(messages.dateOfBirth)}
          description={intl.formatMessage(messages.dateOfBirthHint)}
          isRequired
        />
        <TextField
          {...field('mobileNumber')}
          label={intl.formatMessage(messages.mobile)}
          description={intl.formatMessage(messages.mobileHint)}
          type="tel"
          autoComplete="tel"
          isRequired
        />
      </div>
      <CheckboxGroup
        {...field('skills')}
        label={intl.formatMessage(messages.skills)}
        orientation="horizontal"
        isRequired
      >
        {options.skills.map((skill) => (
          <Checkbox key={skill} value={skill}>
            {disciplineName(intl, skill)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        {...field('professionalTraining')}
        label={intl.formatMessage(messages.professionalTraining)}
        isRequired
      >
        {(options.professionalTrainings ?? []).map((training) => (
          <Checkbox key={training} value={training}>
            {training}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <FormEnd isPending={form.isPending} submit={messages.saveProfile} pending={messages.saving} />
    </Form>
  );
}
