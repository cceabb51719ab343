import type { ReactNode } from 'react';
import { Button, Dialog, Group, Popover } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldLabelProps } from './Field';
import * as field from './field.css';
import { CalendarIcon } from './icons';
import * as pop from './popover.css';

interface DatePickerFieldProps extends FieldLabelProps {
  /** The date inputs, inside the group beside the calendar button. */
  inputs: ReactNode;
  /** The calendar the button opens. */
  calendar: ReactNode;
}

/**
 * What DatePicker and DateRangePicker draw inside their react-aria picker: the label, the inputs and the
 * calendar button in one group, the description and the error, and the calendar in a popover dialog.
 */
export function DatePickerField({ label, description, errorMessage, inputs, calendar }: DatePickerFieldProps) {
  return (
    <>
      <FieldLabel>{label}</FieldLabel>
      <Group className={field.group}>
        {inputs}
        <Button className={field.groupButton}>
          <CalendarIcon size={18} />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={pop.popover} offset={6}>
        <Dialog className={pop.dialog}>{calendar}</Dialog>
      </Popover>
    </>
  );
}
