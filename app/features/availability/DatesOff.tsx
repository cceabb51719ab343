import { parseDate, today, type CalendarDate } from '@/design-system';
import { useId, useState } from 'react';
import type { IntlShape } from '@formatjs/intl';
import { Button, Card, DatePicker, Heading, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { plainList } from '@/app/lib/frames/DetailPage.css';
import type { FieldProps } from '@/app/lib/forms/useFormFields';
import { dateOffProblem, upcomingDatesOff, type DateOffProblem } from './availability';
import { messages } from './messages';
import * as styles from './Availability.css';
import { dateFormats } from '@/app/lib/time/format';

/** An ISO date in words, in the user's locale ("Thursday 24 December 2026"), whatever their time zone. */
const formatDay = (intl: IntlShape, date: string) =>
  intl.formatDate(parseDate(date).toDate('UTC'), { ...dateFormats.dayFull, timeZone: 'UTC' });

interface DatesOffProps {
  /** The saved and added dates off (ISO), past ones included: they are kept as they are. */
  datesOff: FieldProps<string[]>;
  /** The date being chosen, not a date off until it is added. */
  draft: FieldProps<CalendarDate | null>;
  /** The trainer's time zone, where "today" is. */
  timeZone: string;
}

/**
 * The days the trainer takes off, from today on, soonest first, each removable; and a date picker
 * to add one. A day before today (in the trainer's time zone) or one already off is refused on the
 * picker. The dates are saved with the weekly hours.
 */
export function DatesOff({ datesOff, draft, timeZone }: DatesOffProps) {
  const intl = useIntl();
  const titleId = useId();
  const [problem, setProblem] = useState<DateOffProblem>();
  const todayThere = today(timeZone);
  const upcoming = upcomingDatesOff(datesOff.value, todayThere.toString());

  const problemText = (found: DateOffProblem) =>
    found === 'empty'
      ? intl.formatMessage(messages.dateOffEmpty)
      : found === 'past'
        ? intl.formatMessage(messages.dateOffPast)
        : intl.formatMessage(messages.dateOffDuplicate, { date: formatDay(intl, draft.value?.toString() ?? '') });

  const add = () => {
    const date = draft.value?.toString() ?? null;
    const found = dateOffProblem(date, datesOff.value, todayThere.toString());
    setProblem(found);
    // The Add's own message replaces one the last save left on the picker.
    if (draft.isInvalid) draft.onChange(draft.value);
    if (found || !date) return;
    datesOff.onChange([...datesOff.value, date]);
    draft.onChange(null);
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <Stack space="medium">
        <Stack space="xsmall">
          <Heading level={3} id={titleId}>
            {intl.formatMessage(messages.datesOffTitle)}
          </Heading>
          <Text tone="muted">{intl.formatMessage(messages.datesOffIntro)}</Text>
        </Stack>
        {upcoming.length === 0 ? (
          <Text tone="muted">{intl.formatMessage(messages.datesOffNone)}</Text>
        ) : (
          <Stack as="ul" space="small" className={plainList}>
            {upcoming.map((date) => {
              const day = formatDay(intl, date);
              return (
                <li key={date} className={styles.dateOff}>
                  <Text>
                    <time dateTime={date}>{day}</time>
                  </Text>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={intl.formatMessage(messages.removeDateOff, { date: day })}
                    onPress={() => datesOff.onChange(datesOff.value.filter((other) => other !== date))}
                  >
                    {intl.formatMessage(messages.remove)}
                  </Button>
                </li>
              );
            })}
          </Stack>
        )}
        <div className={styles.addDateOff}>
          <DatePicker
            {...draft}
            onChange={(value) => {
              setProblem(undefined);
              draft.onChange(value);
            }}
            label={intl.formatMessage(messages.dateOff)}
            description={intl.formatMessage(messages.dateOffHint, { timeZone })}
            minValue={todayThere}
            isInvalid={problem !== undefined || draft.isInvalid || undefined}
            // The picker itself marks a day before today; every message is ours, the save's first.
            errorMessage={
              draft.errorMessage ?? (problem ? problemText(problem) : intl.formatMessage(messages.dateOffPast))
            }
          />
          <Button variant="secondary" size="small" className={styles.remove} onPress={add}>
            {intl.formatMessage(messages.addDateOff)}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
