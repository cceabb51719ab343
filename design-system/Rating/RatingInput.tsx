import { FieldError, Label, Radio, RadioGroup, Text, type RadioGroupProps } from 'react-aria-components';
import { StarShape } from '../private/StarShape';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { composeClassName, joinClassNames } from '../private/className';
import * as styles from './Rating.css';

export interface RatingInputProps extends Omit<RadioGroupProps, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** The question ("How was the class?"); names the group. */
  label: string;
  /** Help under the stars. */
  description?: string;
  /** Shown and announced when `isInvalid` is set. */
  errorMessage?: string;
  /** The chosen number of stars (controlled); `null` for none. */
  value?: number | null;
  /** The initial number of stars (uncontrolled). */
  defaultValue?: number;
  /** Called with the chosen number of stars. */
  onChange?: (value: number) => void;
  /** Number of stars (default 5). */
  max?: number;
  /** Accessible name of each star, e.g. (n) => `${n} stars` (translated by the app). */
  starLabel: (n: number) => string;
  /** Star size in pixels. */
  size?: number;
}

/** Choose 1…max stars: a radio group, so arrow keys move and Space/Enter pick. */
export function RatingInput({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  max = 5,
  starLabel,
  size = 28,
  className,
  ...props
}: RatingInputProps) {
  return (
    <RadioGroup
      {...props}
      orientation="horizontal"
      value={value === undefined ? undefined : value === null ? null : String(value)}
      defaultValue={defaultValue === undefined ? undefined : String(defaultValue)}
      onChange={(v) => onChange?.(Number(v))}
      className={composeClassName(className, styles.group)}
    >
      {({ state }) => {
        const current = Number(state.selectedValue ?? 0);
        return (
          <>
            <Label className={styles.label}>{label}</Label>
            <div className={joinClassNames(styles.radios, state.isInvalid && styles.invalid)}>
              {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                <Radio key={n} value={String(n)} className={styles.radio}>
                  <StarShape size={size} fill={n <= current ? 'currentColor' : 'transparent'} />
                  {/* The star's name is the label's own text, so the label itself says what it is for. */}
                  <VisuallyHidden>{starLabel(n)}</VisuallyHidden>
                </Radio>
              ))}
            </div>
            {description && (
              <Text slot="description" className={styles.description}>
                {description}
              </Text>
            )}
            <FieldError className={styles.error}>{errorMessage}</FieldError>
          </>
        );
      }}
    </RadioGroup>
  );
}
