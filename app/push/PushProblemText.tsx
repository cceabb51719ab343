import { Stack, Text } from '@/design-system';
import { useIntl } from '../i18n';
import { messages } from './messages';
import type { PushProblem } from './push';

/**
 * Why notifications are not on (or that they just came on), announced as it changes. Blocked
 * notifications come with how to allow them.
 */
export function PushProblemText({ problem, on = false }: { problem: PushProblem | null; on?: boolean }) {
  const intl = useIntl();
  return (
    <div role="status">
      {problem ? (
        <Stack space="xsmall">
          <Text as="p" weight="strong" tone={problem === 'permission-blocked' ? 'critical' : 'warning'}>
            {intl.formatMessage(messages[problem])}
          </Text>
          {problem === 'permission-blocked' && (
            <Text as="p" tone="muted">
              {intl.formatMessage(messages.blockedHelp)}
            </Text>
          )}
        </Stack>
      ) : (
        on && (
          <Text as="p" tone="positive" weight="strong">
            {intl.formatMessage(messages.turnedOn)}
          </Text>
        )
      )}
    </div>
  );
}
