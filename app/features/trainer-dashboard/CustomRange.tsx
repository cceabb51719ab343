import type { CalendarDate } from '@/design-system';
import { DateRangePicker } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { messages } from './messages';

export type Draft = { start: CalendarDate; end: CalendarDate };

interface CustomRangeProps {
  value: Draft | null;
  onChange: (value: Draft | null) => void;
  /** The range ends before it starts (or is otherwise refused): said under the field. */
  isInvalid: boolean;
}

/** A custom period's days: the range picker and its calendar, whose code loads only once Custom is chosen. */
export function CustomRange({ value, onChange, isInvalid }: CustomRangeProps) {
  const intl = useIntl();
  return (
    <DateRangePicker
      label={intl.formatMessage(messages.customLabel)}
      value={value}
      onChange={onChange}
      isInvalid={isInvalid}
      errorMessage={intl.formatMessage(messages.customInvalid)}
      validationBehavior="aria"
    />
  );
}
