import { DateInput as RACDateInput, DateSegment, type DateInputProps } from 'react-aria-components';
import * as styles from './field.css';

export function DateInput(props: Omit<DateInputProps, 'children'>) {
  return (
    <RACDateInput {...props} className={styles.dateInput}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </RACDateInput>
  );
}
