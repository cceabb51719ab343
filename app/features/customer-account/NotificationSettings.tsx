import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api, type Schema } from '@/sdk';
import { Button, Card, Form, Skeleton, Stack, Switch, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { QuerySection } from '@/app/lib/frames/PageSection';
import { formFailure } from '@/app/lib/queries/failure';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { messages, settingsSection } from './messages';

type Preferences = Schema<'NotificationPreferencesUpdate'>;
const KEYS = [
  'classReminders',
  'oneToOneReminders',
  'followedTrainerLive',
  'newClassesFromFollowed',
  'favouriteCategoryClasses',
  'waitlistPlaces',
  'reviewReminders',
  'marketingEmails',
] as const satisfies readonly (keyof Preferences)[];

/** Which notifications the customer receives, each a switch, saved together. */
export function NotificationSettings() {
  const query = $api.useQuery('get', '/user/notification-preferences');
  return (
    <QuerySection
      query={query}
      words={settingsSection}
      skeleton={
        <Card>
          <Skeleton lines={6} shape="text" />
        </Card>
      }
    >
      {(data) => <PreferencesForm preferences={data} />}
    </QuerySection>
  );
}

function PreferencesForm({ preferences }: { preferences: Schema<'NotificationPreferences'> }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const save = $api.useMutation('put', '/user/notification-preferences');
  const form = useFormFields<Preferences & Record<string, unknown>>({
    initialValues: Object.fromEntries(KEYS.map((key) => [key, preferences[key]])) as Preferences,
    failure: (error) => formFailure(intl, error, { otherwise: messages.settingsSaveFailed }),
  });
  const onValid = async (values: Preferences) => {
    setSaved(false);
    const next = await save.mutateAsync({ body: values });
    queryClient.setQueryData($api.queryOptions('get', '/user/notification-preferences').queryKey, next);
    setSaved(true);
  };
  return (
    <Card>
      <Form {...form.formProps} onSubmit={form.handleSubmit(onValid)}>
        <Stack space="medium">
          {KEYS.map((key) => {
            const { value, onChange, name } = form.field(key);
            return (
              <Switch
                key={key}
                name={name}
                isSelected={value}
                onChange={(selected) => {
                  setSaved(false);
                  onChange(selected);
                }}
              >
                {intl.formatMessage(messages[key])}
              </Switch>
            );
          })}
          <Stack space="small">
            <Button
              type="submit"
              variant="secondary"
              isPending={form.isPending}
              pendingLabel={intl.formatMessage(messages.saving)}
            >
              {intl.formatMessage(messages.saveSettings)}
            </Button>
            <Text tone="positive" role="status">
              {saved ? intl.formatMessage(messages.settingsSaved) : null}
            </Text>
          </Stack>
        </Stack>
      </Form>
    </Card>
  );
}
