import {
  Button,
  Calendar as RACCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar as RACRangeCalendar,
  Text,
  type CalendarProps as RACCalendarProps,
  type DateValue,
  type RangeCalendarProps as RACRangeCalendarProps,
} from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../private/icons';
import { composeClassName, joinClassNames } from '../private/className';
import * as styles from './Calendar.css';

function Header() {
  return (
    <div className={styles.header}>
      <Button slot="previous" className={styles.navButton}>
        <ChevronLeftIcon />
      </Button>
      <Heading className={styles.title} />
      <Button slot="next" className={styles.navButton}>
        <ChevronRightIcon />
      </Button>
    </div>
  );
}

function Grid({ range }: { range?: boolean }) {
  return (
    <CalendarGrid className={styles.grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => <CalendarCell date={date} className={joinClassNames(styles.cell, range && styles.rangeCell)} />}
      </CalendarGridBody>
    </CalendarGrid>
  );
}

export interface CalendarProps<T extends DateValue> extends Omit<RACCalendarProps<T>, 'children'> {
  /** Shown under the grid and announced when `isInvalid` is set. */
  errorMessage?: string;
}

/**
 * A month grid for picking a date (arrow keys move by day/week, Page Up/Down by month).
 * The navigation buttons are named by react-aria's own localised strings.
 *
 * Use instead: a DatePicker inside a form (a field that opens a calendar); RangeCalendar for a start and an end.
 *
 * Accessibility: a grid named by the visible month; arrows move by day, Page Up/Down by month, Home/End to the week's ends, Enter or Space choose. Unavailable dates are announced as such; today is marked.
 */
export function Calendar<T extends DateValue>({ errorMessage, className, ...props }: CalendarProps<T>) {
  return (
    <RACCalendar {...props} className={composeClassName(className, styles.calendar)}>
      <Header />
      <Grid />
      {errorMessage && (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      )}
    </RACCalendar>
  );
}

export interface RangeCalendarProps<T extends DateValue> extends Omit<RACRangeCalendarProps<T>, 'children'> {
  /** Shown under the grid and announced when `isInvalid` is set. */
  errorMessage?: string;
}

export function RangeCalendar<T extends DateValue>({ errorMessage, className, ...props }: RangeCalendarProps<T>) {
  return (
    <RACRangeCalendar {...props} className={composeClassName(className, styles.calendar)}>
      <Header />
      <Grid range />
      {errorMessage && (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      )}
    </RACRangeCalendar>
  );
}
