import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api, type Schema } from '@/sdk';
import {
  Avatar,
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  DatePicker,
  FileDropZone,
  Form,
  Heading,
  Inline,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  Text,
  TextField,
  parseDate,
  today,
  getLocalTimeZone,
} from '@/design-system';
import { useIntl } from '@/app/i18n';
import { fullName } from '@/app/lib/format/format';
import { disciplineName } from '@/app/lib/format/labels';
import { QueryView } from '@/app/lib/queries/QueryView';
import { SkeletonCard } from '@/app/lib/queries/SkeletonStack';
import { formFailure } from '@/app/lib/queries/failure';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { useViewer } from '@/app/session/hooks';
import { customerSession } from '@/app/session/stores';
import { AccountLayout } from '@/app/lib/frames/AccountLayout';
import { messages } from './messages';
import { NameLines } from './NameLines';
import { NameFields } from '@/app/lib/forms/NameFields';
import { AccountRegion } from './AccountRegion';
import { NotificationSettings } from './NotificationSettings';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, readPhoto } from './photo';
import { profileErrors, type ProfileValues } from './profileRules';
import { TrainingPreferences } from './TrainingPreferences';
import * as styles from './Account.css';
import { dateFormats } from '@/app/lib/time/format';

/** `/dashboard/profile`: the customer's details and photo, their training preferences and notifications. */
export default function ProfilePage() {
  const intl = useIntl();
  const customerId = useViewer()?.id ?? '';
  const profile = $api.useQuery('get', '/customer/{customerId}/details', { params: { path: { customerId } } });
  return (
    <AccountLayout title={intl.formatMessage(messages.profileTitle)}>
      <div className={styles.columns}>
        <QueryView
          query={profile}
          errorTitle={intl.formatMessage(messages.profileLoadFailed)}
          loading={
            <SkeletonCard label={intl.formatMessage(messages.profileLoading)} space="large">
              <Skeleton shape="circle" width="4rem" height="4rem" />
              <Skeleton height="2.5rem" />
              <Skeleton height="2.5rem" />
              <Skeleton height="8rem" />
            </SkeletonCard>
          }
        >
          {(data) => <ProfileForm profile={data} />}
        </QueryView>
        <Stack space="xlarge">
          <TrainingPreferences customerId={customerId} />
          <NotificationSettings />
          <AccountRegion customerId={customerId} />
        </Stack>
      </div>
    </AccountLayout>
  );
}

/** The header greets the customer by the first name they saved. */
function renamed(firstName: string) {
  customerSession.firstName = firstName;
}

const GENDERS = ['FEMALE', 'MALE', 'NON_BINARY'] as const;
const NO_GENDER = 'none';
function ProfileForm({ profile }: { profile: Schema<'CustomerProfile'> }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const categories = $api.useQuery('get', '/master-data/public/training-category/categories');
  const update = $api.useMutation('put', '/customer/{customerId}');
  const form = useFormFields<ProfileValues>({
    initialValues: {
      photo: [],
      firstName: profile.firstName,
      lastName: profile.lastName,
      mobileNumber: profile.mobileNumber ?? '',
      dateOfBirth: profile.dateOfBirth ? parseDate(profile.dateOfBirth) : null,
      gender: profile.gender ?? NO_GENDER,
      favouriteCategories: profile.favouriteCategories,
    },
    validate: (values) => profileErrors(values, today(getLocalTimeZone())),
    failure: (error) => formFailure(intl, error, { refused: messages.saveRejected, otherwise: messages.saveFailed }),
  });

  const onValid = async (values: ProfileValues) => {
    setSaved(false);
    const photo = values.photo[0];
    const body: Schema<'CustomerProfileUpdate'> = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      favouriteCategories: values.favouriteCategories,
      ...(values.mobileNumber.trim() && { mobileNumber: values.mobileNumber.trim() }),
      ...(values.dateOfBirth && { dateOfBirth: values.dateOfBirth.toString() }),
      ...(values.gender !== NO_GENDER && { gender: values.gender as Schema<'Gender'> }),
      ...(photo && { avatar: await readPhoto(photo) }),
    };
    const next = await update.mutateAsync({ params: { path: { customerId: profile.id } }, body });
    queryClient.setQueryData(
      $api.queryOptions('get', '/customer/{customerId}/details', { params: { path: { customerId: profile.id } } })
        .queryKey,
      next,
    );
    renamed(next.firstName);
    photoField.onChange([]);
    setSaved(true);
  };

  const photoField = form.field('photo');
  const gender = form.field('gender');
  const dateOfBirth = form.field('dateOfBirth');
  const favourites = form.field('favouriteCategories');
  const name = fullName(profile);

  return (
    <Card>
      <Form {...form.formProps} onSubmit={form.handleSubmit(onValid)}>
        <Stack space="large">
          <Inline space="medium" alignY="center">
            <Avatar name={name} src={profile.avatarUrl} size="large" />
            <NameLines
              name={
                <Heading level={2} size={3}>
                  {name}
                </Heading>
              }
              lines={[
                profile.email,
                intl.formatMessage(messages.memberSince, {
                  date: intl.formatDate(profile.createdAt, dateFormats.monthYear),
                }),
              ]}
            />
          </Inline>
          <FileDropZone
            label={intl.formatMessage(messages.photo)}
            dropLabel={intl.formatMessage(messages.photoDrop)}
            browseLabel={intl.formatMessage(messages.photoBrowse)}
            description={intl.formatMessage(messages.photoHelp)}
            acceptedTypes={[...PHOTO_TYPES]}
            maxSizeBytes={MAX_PHOTO_BYTES}
            maxFiles={1}
            files={photoField.value}
            onChange={photoField.onChange}
            rejectionMessage={(rejected) =>
              intl.formatMessage(rejected.reason === 'size' ? messages.photoTooBig : messages.photoNotImage, {
                name: rejected.file.name,
              })
            }
            removeLabel={(file) => intl.formatMessage(messages.photoRemove, { name: file.name })}
          />
          <NameFields
            firstName={form.field('firstName')}
            lastName={form.field('lastName')}
            words={messages}
            space="large"
          />
          <div className={styles.fieldPair}>
            <TextField
              {...form.field('mobileNumber')}
              label={intl.formatMessage(messages.mobile)}
              type="tel"
              autoComplete="tel"
            />
            <DatePicker
              label={intl.formatMessage(messages.dateOfBirth)}
              name={dateOfBirth.name}
              value={dateOfBirth.value}
              onChange={dateOfBirth.onChange}
              isInvalid={dateOfBirth.isInvalid}
              errorMessage={dateOfBirth.errorMessage}
              maxValue={today(getLocalTimeZone())}
              granularity="day"
            />
          </div>
          <Select
            label={intl.formatMessage(messages.gender)}
            name={gender.name}
            value={gender.value}
            onChange={(key) => gender.onChange(String(key ?? NO_GENDER))}
          >
            <SelectItem id={NO_GENDER}>{intl.formatMessage(messages.genderNone)}</SelectItem>
            {GENDERS.map((g) => (
              <SelectItem key={g} id={g}>
                {intl.formatMessage(messages[`gender${g}`])}
              </SelectItem>
            ))}
          </Select>
          {categories.data && (
            <CheckboxGroup
              label={intl.formatMessage(messages.favourites)}
              description={intl.formatMessage(messages.favouritesHelp)}
              orientation="horizontal"
              name={favourites.name}
              value={favourites.value}
              onChange={favourites.onChange}
            >
              {categories.data.map((category) => (
                <Checkbox key={category.id} value={category.name}>
                  {disciplineName(intl, category.name)}
                </Checkbox>
              ))}
            </CheckboxGroup>
          )}
          <Inline space="medium" alignY="center">
            <Button type="submit" isPending={form.isPending} pendingLabel={intl.formatMessage(messages.saving)}>
              {intl.formatMessage(messages.save)}
            </Button>
            <Text tone="positive" role="status">
              {saved ? intl.formatMessage(messages.saved) : null}
            </Text>
          </Inline>
        </Stack>
      </Form>
    </Card>
  );
}
