import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@/design-system';
import { formatRich, useIntl } from '@/app/i18n';
import { QueryView } from '@/app/lib/queries/QueryView';
import { messages } from './messages';
import { compare, comparePoints } from './stats';
import * as styles from './TrainerDashboard.css';

/** How a figure is compared with the previous period. */
interface Comparison {
  /** A rate (a fraction of one) moves by percentage points, not by a share of itself. */
  rate?: boolean;
  /** A fall is good news (no-shows), shown in the positive tone. */
  lowerIsBetter?: boolean;
}

interface ChangeLineProps extends Comparison {
  current: number;
  /** The figure over the previous period of the same length (null when it has none, like a rate without bookings). */
  previous: UseQueryResult<number | null>;
  format: (value: number) => string;
  days: number;
}

/** A signed change as shown: + or − (a true minus) before it. */
const signed = (direction: 'up' | 'down' | 'same', shown: string) =>
  (direction === 'up' ? '+' : direction === 'down' ? '−' : '') + shown;

/**
 * How the figure moved against the previous period: +12% or −8% (+£40 when the previous period
 * had none; +4 pts for a rate), in words for screen readers. Without the previous figure it says nothing.
 */
function ChangeLine({ current, previous, format, days, rate, lowerIsBetter }: ChangeLineProps) {
  const intl = useIntl();
  if (previous.isPending) return <Skeleton shape="text" width="10rem" />;
  if (previous.isError || previous.data === null) return null;
  const percent = (value: number, signDisplay: 'exceptZero' | 'never') =>
    intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0, signDisplay });
  let direction: 'up' | 'down' | 'same';
  let shown: string;
  let words: string;
  if (rate) {
    const change = comparePoints(current, previous.data);
    direction = change.direction;
    shown = signed(direction, intl.formatMessage(messages.changePoints, { points: change.points }));
    words =
      direction === 'same'
        ? intl.formatMessage(messages.changeSame, { days })
        : intl.formatMessage(direction === 'up' ? messages.changePointsUp : messages.changePointsDown, {
            points: change.points,
            days,
          });
  } else {
    const { difference, ratio, ...change } = compare(current, previous.data);
    direction = change.direction;
    shown =
      ratio === null ? signed(direction, format(Math.abs(difference))) : percent(ratio, 'exceptZero').replace('-', '−');
    words =
      direction === 'same'
        ? intl.formatMessage(messages.changeSame, { days })
        : ratio === null
          ? intl.formatMessage(messages.changeFromNone, { amount: format(difference), days })
          : intl.formatMessage(direction === 'up' ? messages.changeUp : messages.changeDown, {
              percent: percent(ratio, 'never'),
              days,
            });
  }
  const better = lowerIsBetter ? 'down' : 'up';
  const tone = direction === 'same' ? 'muted' : direction === better ? 'positive' : 'critical';
  return (
    <Text size="small" tone="muted">
      <span aria-hidden="true">
        {formatRich(intl, messages.changeAgainst, {
          days,
          change: (
            <Text key="change" inline weight="strong" tone={tone} tabularNumbers>
              {shown}
            </Text>
          ),
        })}
      </span>
      <VisuallyHidden>{words}</VisuallyHidden>
    </Text>
  );
}

interface FigureProps<T> extends Comparison {
  title: string;
  errorTitle: string;
  query: UseQueryResult<T>;
  /** The figure of the answer. */
  total: (data: T) => number;
  previous: UseQueryResult<number | null>;
  /** The answer has no figure (a rate without bookings): what the card says instead, in a line. */
  empty?: { isEmpty: (data: T) => boolean; title: string; description: string };
  format: (value: number) => string;
  /** The period's length in days, for the comparison's words. */
  days: number;
  /** Under the figure: its chart, or what it says when there is nothing to draw. */
  children?: (data: T) => ReactNode;
  /** The chart's height, so the loading state takes the same room. */
  chartHeight?: number;
}

/** One statistic: its total over the period and the change against the previous one, with its own loading and error states. */
export function Figure<T>({
  title,
  errorTitle,
  query,
  total,
  previous,
  format,
  days,
  children,
  chartHeight,
  empty,
  ...comparison
}: FigureProps<T>) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Card as="section" padding="medium" aria-labelledby={headingId} className={styles.figure}>
      <Stack space="small">
        <Heading level={3} size={4} id={headingId}>
          {title}
        </Heading>
        <QueryView
          query={query}
          errorTitle={errorTitle}
          loading={
            <Stack space="small" role="status" aria-label={intl.formatMessage(messages.loadingFigure, { title })}>
              <Skeleton shape="text" width="6rem" height="2.25rem" />
              <Skeleton shape="text" width="10rem" />
              {chartHeight && <Skeleton height={chartHeight + 40} />}
            </Stack>
          }
        >
          {(data) =>
            empty?.isEmpty(data) ? (
              // As quiet as an empty chart: a line in the card, not an empty state's box.
              <Stack space="xsmall">
                <Text tone="muted">{empty.title}</Text>
                <Text size="small" tone="muted">
                  {empty.description}
                </Text>
              </Stack>
            ) : (
              <Stack space="small">
                <span className={styles.total}>{format(total(data))}</span>
                <ChangeLine current={total(data)} previous={previous} format={format} days={days} {...comparison} />
                {children?.(data)}
              </Stack>
            )
          }
        </QueryView>
      </Stack>
    </Card>
  );
}
