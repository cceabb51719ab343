import { parseTime, type CalendarDate, type Time } from '@/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { $api, type Schema } from '@/sdk';
import { Button, Card, Form, Heading, Inline, Stack, Text, TimeField, toast } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { WEEK, weekdayName, type Weekday } from '@/app/lib/time/weekdays';
import { formFailure } from '@/app/lib/queries/failure';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { useUnsavedChanges } from '@/app/lib/forms/useUnsavedChanges';
import { DatesOff } from './DatesOff';
import { rangeProblems, toRanges, toSlots, type Range, type RangeProblem } from './availability';
import { messages } from './messages';
import * as styles from './Availability.css';
import { FormEnd } from '@/app/lib/forms/FormEnd';

export const AVAILABILITY = '/trainer/{trainerId}/availability';

const problemMessages: Record<RangeProblem, typeof messages.rangeEmpty> = {
  empty: messages.rangeEmpty,
  order: messages.rangeOrder,
  overlap: messages.rangeOverlap,
};

const toTime = (value: string) => (value ? parseTime(value) : null);
const fromTime = (time: Time | null) => (time ? time.toString().slice(0, 5) : '');

interface AvailabilityValues extends Record<string, unknown> {
  ranges: Range[];
  blockedDates: string[];
  /** A date chosen but not added as a date off yet: saving asks for it to be added or cleared. */
  dateOff: CalendarDate | null;
}

/**
 * The trainer's weekly availability, day by day: time ranges in their time zone, added and removed
 * freely; then their dates off. Empty ranges, ranges that end before they start and ranges that
 * overlap another the same day are refused on the range itself, and a failed save focuses the
 * first of them. The week and the dates off are saved together with one PUT, sent once, and kept
 * as typed when the save fails.
 */
export function WeeklyEditor({ trainerId, availability }: { trainerId: string; availability: Schema<'Availability'> }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const save = $api.useMutation('put', AVAILABILITY);
  const form = useFormFields<AvailabilityValues>({
    initialValues: {
      ranges: toRanges(availability.weeklySlots),
      blockedDates: availability.blockedDates,
      dateOff: null,
    },
    validate: ({ ranges, dateOff }) => ({
      ranges: Object.keys(rangeProblems(ranges)).length > 0 && messages.fixRanges,
      dateOff: dateOff !== null && messages.dateOffNotAdded,
    }),
    failure: (error) => formFailure(intl, error, { otherwise: messages.notSaved }),
  });
  useUnsavedChanges(form.isDirty);
  const ranges = form.field('ranges');
  const problems = ranges.isInvalid ? rangeProblems(ranges.value) : {};

  const submit = form.handleSubmit(async (values) => {
    const saved = await save.mutateAsync({
      params: { path: { trainerId } },
      body: {
        timezone: availability.timezone,
        weeklySlots: toSlots(values.ranges),
        blockedDates: [...values.blockedDates].sort(),
      },
    });
    // What was sent is now what is on file, whatever the answer's `updatedAt`.
    form.reset(values);
    toast.show({ tone: 'positive', title: intl.formatMessage(messages.saved) });
    queryClient.setQueryData(
      $api.queryOptions('get', AVAILABILITY, { params: { path: { trainerId } } }).queryKey,
      saved,
    );
  });

  const change = (key: string, patch: Partial<Range>) =>
    ranges.onChange(ranges.value.map((range) => (range.key === key ? { ...range, ...patch } : range)));
  const add = (dayOfWeek: Weekday) =>
    ranges.onChange([...ranges.value, { key: crypto.randomUUID(), dayOfWeek, start: '', end: '' }]);
  const remove = (key: string) => ranges.onChange(ranges.value.filter((range) => range.key !== key));

  return (
    <Form {...form.formProps} onSubmit={submit} className={styles.form}>
      <Text tone="muted">{intl.formatMessage(messages.timeZone, { timeZone: availability.timezone })}</Text>
      {WEEK.map((day) => {
        const dayName = weekdayName(intl, day);
        const ofDay = ranges.value.filter((range) => range.dayOfWeek === day);
        return (
          <Card key={day} as="section" aria-label={dayName}>
            <Stack space="medium">
              <Heading level={3}>{dayName}</Heading>
              {ofDay.length === 0 && <Text tone="muted">{intl.formatMessage(messages.noTimes)}</Text>}
              {ofDay.map((range, index) => {
                const name = intl.formatMessage(messages.dayTimes, { day: dayName, number: index + 1 });
                const problem = problems[range.key];
                return (
                  <div key={range.key} role="group" aria-label={name} className={styles.range}>
                    <TimeField
                      label={intl.formatMessage(messages.start)}
                      value={toTime(range.start)}
                      onChange={(time) => change(range.key, { start: fromTime(time) })}
                      hourCycle={24}
                      isInvalid={problem !== undefined}
                    />
                    <TimeField
                      label={intl.formatMessage(messages.end)}
                      value={toTime(range.end)}
                      onChange={(time) => change(range.key, { end: fromTime(time) })}
                      hourCycle={24}
                      isInvalid={problem !== undefined}
                      errorMessage={problem && intl.formatMessage(problemMessages[problem], { day: dayName })}
                    />
                    <Button
                      variant="ghost"
                      size="small"
                      className={styles.remove}
                      aria-label={intl.formatMessage(messages.removeRange, { day: dayName, number: index + 1 })}
                      onPress={() => remove(range.key)}
                    >
                      {intl.formatMessage(messages.remove)}
                    </Button>
                  </div>
                );
              })}
              <Inline space="small">
                <Button variant="secondary" size="small" onPress={() => add(day)}>
                  {intl.formatMessage(messages.addRange, { day: dayName })}
                </Button>
              </Inline>
            </Stack>
          </Card>
        );
      })}
      <DatesOff datesOff={form.field('blockedDates')} draft={form.field('dateOff')} timeZone={availability.timezone} />
      <FormEnd isPending={form.isPending} submit={messages.save} pending={messages.saving} />
    </Form>
  );
}
