import { lazy, Suspense, useState } from 'react';
import { Button, NativeSelect, SelectSkeleton } from '@/design-system';
import { useIntl } from '@/app/i18n';
import type { Draft } from './CustomRange';
import { messages } from './messages';
import { isValidSpan, PRESETS, type DayWindow, type Preset, type StatsRange } from './range';
import * as styles from './TrainerDashboard.css';

type Choice = Preset | 'custom';

const choiceLabel = {
  '7d': messages.range7d,
  '30d': messages.range30d,
  '90d': messages.range90d,
  year: messages.rangeYear,
  custom: messages.rangeCustom,
} satisfies Record<Choice, unknown>;

// The range picker and its calendar load when a custom period is first chosen (or is in the URL).
const CustomRange = lazy(() => import('./CustomRange').then((m) => ({ default: m.CustomRange })));

const CHOICES: readonly Choice[] = [...PRESETS, 'custom'];
const choiceOf = (range: StatsRange): Choice => ('preset' in range ? range.preset : 'custom');
const draftOf = (window: DayWindow): Draft => ({ start: window.from, end: window.to });

export interface RangePickerProps {
  range: StatsRange;
  /** The days the period covers now: where a custom range starts from. */
  window: DayWindow;
  onChange: (range: StatsRange) => void;
}

/**
 * The statistics' period: a ready-made one applies at once; a custom one is picked with the range
 * picker and applied with Apply, which a range ending before it starts cannot be.
 */
export function RangePicker({ range, window, onChange }: RangePickerProps) {
  const intl = useIntl();
  const [choice, setChoice] = useState<Choice>(choiceOf(range));
  const [draft, setDraft] = useState<Draft | null>(draftOf(window));
  // Another period in the URL (back, forward) shows in the picker.
  const [shown, setShown] = useState(range);
  if (JSON.stringify(shown) !== JSON.stringify(range)) {
    setShown(range);
    setChoice(choiceOf(range));
    setDraft(draftOf(window));
  }
  const invalid = draft !== null && !isValidSpan(draft.start, draft.end);
  const applied = !('preset' in range) && draft?.start.toString() === range.from && draft.end.toString() === range.to;

  const choose = (next: Choice) => {
    setChoice(next);
    if (next !== 'custom') onChange({ preset: next });
  };
  const apply = () => {
    if (draft && !invalid) onChange({ from: draft.start.toString(), to: draft.end.toString() });
  };

  return (
    <div className={styles.rangePicker}>
      <NativeSelect
        label={intl.formatMessage(messages.rangeLabel)}
        value={choice}
        onChange={(next) => choose(next as Choice)}
        options={CHOICES.map((id) => ({ id, label: intl.formatMessage(choiceLabel[id]) }))}
        className={styles.rangeSelect}
      />
      {choice === 'custom' && (
        <>
          <Suspense fallback={<SelectSkeleton label={intl.formatMessage(messages.customLabel)} />}>
            <CustomRange value={draft} onChange={setDraft} isInvalid={invalid} />
          </Suspense>
          <Button variant="secondary" onPress={apply} isDisabled={draft === null || invalid || applied}>
            {intl.formatMessage(messages.customApply)}
          </Button>
        </>
      )}
    </div>
  );
}
