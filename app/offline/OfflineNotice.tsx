import { Card, Stack, Text } from '../../design-system';
import { useIntl } from '../i18n';
import { dateFormats } from '../lib/time/format';
import { messages } from './messages';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * Says a screen shows the copy kept from the last visit, and when its answer arrived, in the
 * viewer's time zone: the clock time that day, the day and time before it.
 */
export function OfflineNotice({ asOf }: { asOf: number }) {
  const intl = useIntl();
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
