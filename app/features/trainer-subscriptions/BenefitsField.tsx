import { useId, useRef, useState } from 'react';
import { Button, Stack, Text, TextField } from '@/design-system';
import { useIntl } from '@/app/i18n';
import type { FieldProps } from '@/app/lib/forms/useFormFields';
import { messages } from './messages';
import { benefit, MAX_BENEFIT_LENGTH, MAX_BENEFITS, type Benefit } from './planForm';
import * as styles from './TrainerSubscriptions.css';

/**
 * The plan's benefits, one field each: Add a benefit puts an empty one at the end and moves focus
 * into it; Remove takes one out and leaves focus on Add a benefit. At most 10.
 */
export function BenefitsField({ value, onChange }: FieldProps<Benefit[]>) {
  const intl = useIntl();
  const labelId = useId();
  const hintId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const [added, setAdded] = useState<string>();

  const add = () => {
    const next = benefit();
    setAdded(next.key);
    onChange([...value, next]);
  };
  const remove = (key: string) => {
    onChange(value.filter((each) => each.key !== key));
    addButton.current?.focus();
  };
  const change = (key: string, text: string) =>
    onChange(value.map((each) => (each.key === key ? { ...each, text } : each)));

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Stack space="small">
        <Text id={labelId} weight="strong">
          {intl.formatMessage(messages.benefits)}
        </Text>
        <Text id={hintId} size="small" tone="muted">
          {intl.formatMessage(messages.benefitsHint)}
        </Text>
        {value.length === 0 && <Text tone="muted">{intl.formatMessage(messages.noBenefits)}</Text>}
        {value.map((each, index) => (
          <div key={each.key} className={styles.benefitRow}>
            <TextField
              label={intl.formatMessage(messages.benefit, { number: index + 1 })}
              value={each.text}
              onChange={(text) => change(each.key, text)}
              maxLength={MAX_BENEFIT_LENGTH}
              autoFocus={each.key === added}
            />
            <Button
              variant="ghost"
              size="small"
              aria-label={intl.formatMessage(messages.removeBenefit, { number: index + 1 })}
              onPress={() => remove(each.key)}
            >
              {intl.formatMessage(messages.remove)}
            </Button>
          </div>
        ))}
        <div>
          <Button
            ref={addButton}
            variant="secondary"
            size="small"
            isDisabled={value.length >= MAX_BENEFITS}
            onPress={add}
          >
            {intl.formatMessage(messages.addBenefit)}
          </Button>
        </div>
      </Stack>
    </div>
  );
}
