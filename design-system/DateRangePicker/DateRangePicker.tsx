import {
  DateRangePicker as RACDateRangePicker,
  type DateRangePickerProps as RACDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { RangeCalendar } from '../Calendar/Calendar';
import { DateInput } from '../private/DateInput';
import { DatePickerField } from '../private/DatePickerField';
import type { FieldLabelProps } from '../private/Field';
import * as field from '../private/field.css';
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
      <DatePickerField
        label={label}
        description={description}
        errorMessage={errorMessage}
        inputs={
          <div className={field.dateRangeInputs}>
            <DateInput slot="start" />
            <span aria-hidden="true">–</span>
            <DateInput slot="end" />
          </div>
        }
        calendar={<RangeCalendar />}
      />
    </RACDateRangePicker>
  );
}
