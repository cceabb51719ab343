import {
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { Calendar } from '../Calendar/Calendar';
import { DateInput } from '../private/DateInput';
import { DatePickerField } from '../private/DatePickerField';
import type { FieldLabelProps } from '../private/Field';
import * as field from '../private/field.css';
import { composeClassName } from '../private/className';

export interface DatePickerProps<T extends DateValue>
  extends Omit<RACDatePickerProps<T>, 'children'>, FieldLabelProps {}

/**
 * Type a date segment by segment, or pick it from a calendar popover.
 *
 * Use instead: a Calendar when the grid is always visible; a DateRangePicker for a start and an end.
 *
 * Accessibility: each date part is a spin button (arrows change it, typing fills it); the button opens a calendar dialog that returns focus when it closes.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <RACDatePicker {...props} className={composeClassName(className, field.field)}>
      <DatePickerField
        label={label}
        description={description}
        errorMessage={errorMessage}
        inputs={<DateInput />}
        calendar={<Calendar />}
      />
    </RACDatePicker>
  );
}
