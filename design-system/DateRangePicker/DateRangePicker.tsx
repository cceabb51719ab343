import {
  Button,
  DateRangePicker as RACDateRangePicker,
  Dialog,
  Group,
  Popover,
  type DateRangePickerProps as RACDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { RangeCalendar } from '../Calendar/Calendar';
import { DateInput } from '../private/DateInput';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldLabelProps } from '../private/Field';
import * as field from '../private/field.css';
import { CalendarIcon } from '../private/icons';
import * as pop from '../private/popover.css';
import { composeClassName } from '../private/className';

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<RACDateRangePickerProps<T>, 'children'>, FieldLabelProps {}

/**
 * A start and end date (stats period, availability exceptions, invoices filter).
 *
 * Use instead: two DatePickers when the ends are unrelated; a DatePicker for one day.
 *
 * Accessibility: a group with a start and an end field of spin buttons; the button opens a range calendar in a dialog.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <RACDateRangePicker {...props} className={composeClassName(className, field.field)}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={field.group}>
        <div className={field.dateRangeInputs}>
          <DateInput slot="start" />
          <span aria-hidden="true">–</span>
          <DateInput slot="end" />
        </div>
        <Button className={field.groupButton}>
          <CalendarIcon size={18} />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={pop.popover} offset={6}>
        <Dialog className={pop.dialog}>
          <RangeCalendar />
        </Dialog>
      </Popover>
    </RACDateRangePicker>
  );
}
