import { Card, Stack, Text } from '@/design-system';
import { useIntl } from '../i18n';
import { dateFormats } from '../lib/time/format';
import type { AnswerName } from './answers';
import { messages } from './messages';
import { useOfflineSince } from './useOfflineAnswer';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * At the top of a screen read offline: it shows the copy kept from the last visit of `names`, and
 * when that answer arrived, in the viewer's time zone (the clock time that day, the day and time
 * before it). Nothing while online.
 */
export function OfflineNotice({ names }: { names: AnswerName[] }) {
  const intl = useIntl();
  const asOf = useOfflineSince(names);
  if (asOf === null) return null;
  const at = new Date(asOf);
  const time = sameDay(at, new Date())
    ? intl.formatTime(at, dateFormats.clock)
    : intl.formatDate(at, dateFormats.moment);
  return (
    <Card tone="sunken" padding="small" role="status">
      <Stack space="xsmall">
        <Text weight="strong">{intl.formatMessage(messages.offlineAsOf, { time })}</Text>
        <Text size="small" tone="muted">
          {intl.formatMessage(messages.offlineNeeds)}
        </Text>
      </Stack>
    </Card>
  );
}
