import { NumberField, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { poundsField } from '../format/format';
import type { FieldProps } from '../forms/useFormFields';
import { MAX_WINDOW_HOURS, type FeeName } from './feePolicy';
import { messages } from './messages';
import * as styles from './feeFields.css';

interface FeeFieldsProps {
  /** The form's `field` of `useFormFields`, for the three fields of `FeeValues`. */
  field: (name: FeeName) => FieldProps<number>;
  /** Whether the fields can be changed (a class on its trainer's default shows hers, read only). */
  isDisabled?: boolean;
}

/**
 * A late-cancel window and fee and a no-show fee, side by side where there is room, and what a fee
 * can never be: more than the customer paid, or charged before its 24 hours' grace.
 */
export function FeeFields({ field, isDisabled }: FeeFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <div className={styles.fieldRow}>
        <NumberField
          {...field('lateCancelWindowHours')}
          label={intl.formatMessage(messages.window)}
          description={intl.formatMessage(messages.windowHint)}
          minValue={0}
          maxValue={MAX_WINDOW_HOURS}
          step={1}
          isRequired
          isDisabled={isDisabled}
        />
        <NumberField
          {...field('lateCancelFee')}
          label={intl.formatMessage(messages.lateCancelFee)}
          description={intl.formatMessage(messages.feeHint)}
          formatOptions={poundsField}
          minValue={0}
          isDisabled={isDisabled}
        />
        <NumberField
          {...field('noShowFee')}
          label={intl.formatMessage(messages.noShowFee)}
          description={intl.formatMessage(messages.feeHint)}
          formatOptions={poundsField}
          minValue={0}
          isDisabled={isDisabled}
        />
      </div>
      <Text size="small" tone="muted">
        {intl.formatMessage(messages.neverAbovePaid)}
      </Text>
    </>
  );
}
