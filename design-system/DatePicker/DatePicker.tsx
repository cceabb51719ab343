import {
  Button,
  DatePicker as RACDatePicker,
  Dialog,
  Group,
  Popover,
  type DatePickerProps as RACDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { Calendar } from '../Calendar/Calendar';
import { DateInput } from '../private/DateInput';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldLabelProps } from '../private/Field';
import * as field from '../private/field.css';
import { CalendarIcon } from '../private/icons';
import * as pop from '../private/popover.css';
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
      <FieldLabel>{label}</FieldLabel>
      <Group className={field.group}>
        <DateInput />
        <Button className={field.groupButton}>
          <CalendarIcon size={18} />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={pop.popover} offset={6}>
        <Dialog className={pop.dialog}>
          <Calendar />
        </Dialog>
      </Popover>
    </RACDatePicker>
  );
}
