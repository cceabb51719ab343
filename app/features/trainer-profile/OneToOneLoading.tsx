import { Skeleton, Stack } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { messages } from './messages';

/** What the one-to-one section shows of a trainer, whether or not its booking code has loaded. */
export interface OneToOneProps {
  trainerId: string;
  /** The trainer's first name. */
  name: string;
}

/** The one-to-one section while its offers (or its code) load: the offers, then the calendar. */
export function OneToOneLoading() {
  const intl = useIntl();
  return (
    <Stack space="medium" role="status" aria-label={intl.formatMessage(messages.oneToOneLoading)}>
      <Skeleton lines={3} />
      <Skeleton height="18rem" />
    </Stack>
  );
}
