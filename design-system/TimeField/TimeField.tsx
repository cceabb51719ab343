import {
  DateInput as RACDateInput,
  DateSegment,
  TimeField as RACTimeField,
  type TimeFieldProps as RACTimeFieldProps,
  type TimeValue,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldLabelProps } from '../private/Field';
import * as field from '../private/field.css';
import { ClockIcon } from '../private/icons';
import { composeClassName } from '../private/className';

export interface TimeFieldProps<T extends TimeValue> extends Omit<RACTimeFieldProps<T>, 'children'>, FieldLabelProps {}

/**
 * A time of day, typed segment by segment (arrow keys step each segment).
 *
 * Use instead: a Select of fixed slots when only some times are possible.
 *
 * Accessibility: each time part is a spin button (arrows change it, typing fills it); announced with its label.
 */
export function TimeField<T extends TimeValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: TimeFieldProps<T>) {
  return (
    <RACTimeField {...props} className={composeClassName(className, field.field)}>
      <FieldLabel>{label}</FieldLabel>
      <div className={`${field.group} ${field.timeGroup}`}>
        <span className={field.icon} aria-hidden="true">
          <ClockIcon size={18} />
        </span>
        <RACDateInput className={field.dateInput}>
          {(segment) => <DateSegment segment={segment} className={field.segment} />}
        </RACDateInput>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACTimeField>
  );
}
