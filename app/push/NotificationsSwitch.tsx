import { Stack, Switch, Text } from '@/design-system';
import { useIntl } from '../i18n';
import { messages } from './messages';
import { PushProblemText } from './PushProblemText';
import { usePush } from './usePush';

/**
 * The settings' notifications switch: on asks the browser (from this click only), off deletes the
 * token. When this browser cannot do push it says so; when Kinetic sends no push at all (its
 * configuration), it says that instead of blaming the browser.
 */
export function NotificationsSwitch() {
  const intl = useIntl();
  const push = usePush();
  return (
    <Stack space="medium">
      <Switch
        isSelected={push.on}
        isDisabled={!push.supported}
        isReadOnly={push.pending}
        onChange={(on) => (on ? push.turnOn() : push.turnOff())}
        description={intl.formatMessage(push.on ? messages.switchOn : messages.switchOff)}
      >
        {intl.formatMessage(messages.switchLabel)}
      </Switch>
      {push.offered ? (
        <PushProblemText problem={push.supported ? push.problem : 'unsupported-browser'} />
      ) : (
        <Text as="p" tone="muted">
          {intl.formatMessage(messages.offHere)}
        </Text>
      )}
    </Stack>
  );
}

/** The settings section's title. */
export const notificationsTitle = messages.settingsTitle;
