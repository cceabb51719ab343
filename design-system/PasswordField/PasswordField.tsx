import { useState } from 'react';
import {
  Button,
  Group,
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldLabelProps } from '../private/Field';
import * as field from '../private/field.css';
import { CheckIcon, EyeIcon, EyeOffIcon, MinusIcon } from '../private/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { composeClassName } from '../private/className';
import * as styles from './PasswordField.css';

export interface PasswordRule {
  /** Shown under the field, e.g. "At least 8 characters". */
  label: string;
  test: (value: string) => boolean;
}

export interface PasswordFieldProps extends Omit<RACTextFieldProps, 'children' | 'type'>, FieldLabelProps {
  /** Accessible name of the toggle while the password is hidden ("Show password"). */
  showPasswordLabel: string;
  /** Accessible name of the toggle while the password is shown ("Hide password"). */
  hidePasswordLabel: string;
  /** Rule hints checked live as the user types. */
  rules?: PasswordRule[];
  /** Spoken before a met / unmet rule ("Done:", "Needed:"). */
  ruleMetLabel?: string;
  /** Spoken before a rule that is not met yet ("Missing"). */
  ruleUnmetLabel?: string;
  /** Hint inside the empty input (never instead of a label). */
  placeholder?: string;
}

/**
 * A password input with a show/hide toggle and optional live rule hints.
 *
 * Use instead: a TextField for anything that is not a secret.
 *
 * Accessibility: the show/hide button names what it will do; each rule is read as met or missing, and changes are announced politely as the user types.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  showPasswordLabel,
  hidePasswordLabel,
  rules,
  ruleMetLabel,
  ruleUnmetLabel,
  placeholder,
  className,
  value,
  defaultValue,
  onChange,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const [internal, setInternal] = useState(defaultValue ?? '');
  const current = value ?? internal;
  return (
    <RACTextField
      {...props}
      autoComplete={autoComplete}
      value={current}
      onChange={(v) => {
        setInternal(v);
        onChange?.(v);
      }}
      type={visible ? 'text' : 'password'}
      className={composeClassName(className, field.field)}
    >
      <FieldLabel>{label}</FieldLabel>
      {/* Only the input's frame: the field's label names the input, and a nameless group would be noise. */}
      <Group className={field.group} role="presentation">
        <Input className={field.groupInput} placeholder={placeholder} />
        <Button
          className={field.groupButton}
          aria-label={visible ? hidePasswordLabel : showPasswordLabel}
          aria-pressed={visible}
          onPress={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </Button>
      </Group>
      {(description || rules?.length) && (
        <FieldDescription>
          {description}
          {rules && rules.length > 0 && (
            <ul className={styles.rules}>
              {rules.map((rule) => {
                const ok = rule.test(current);
                return (
                  <li key={rule.label} className={`${styles.rule} ${ok ? styles.met : ''}`} data-met={ok || undefined}>
                    <span className={styles.bullet}>{ok ? <CheckIcon size={16} /> : <MinusIcon size={16} />}</span>
                    {(ok ? ruleMetLabel : ruleUnmetLabel) && (
                      <VisuallyHidden>{ok ? ruleMetLabel : ruleUnmetLabel} </VisuallyHidden>
                    )}
                    {rule.label}
                  </li>
                );
              })}
            </ul>
          )}
        </FieldDescription>
      )}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACTextField>
  );
}
