import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Heading, Skeleton, Stack, Text, VisuallyHidden } from '../../../design-system';
import { formatRich, useIntl } from '../../i18n';
import { QueryView } from '../../lib/queries/QueryView';
import { messages } from './messages';
import { compare } from './stats';
import * as styles from './TrainerDashboard.css';

interface ChangeLineProps {
  current: number;
  /** The figure over the previous period of the same length. */
  previous: UseQueryResult<number>;
  format: (value: number) => string;
  days: number;
}

/**
 * How the figure moved against the previous period: +12% or −8% (+£40 when the previous period
 * had none), in words for screen readers. Without the previous figure it says nothing.
 */
function ChangeLine({ current, previous, format, days }: ChangeLineProps) {
  const intl = useIntl();
  if (previous.isPending) return <Skeleton shape="text" width="10rem" />;
  if (previous.isError) return null;
  const { direction, difference, ratio } = compare(current, previous.data);
  const percent = (value: number, signDisplay: 'exceptZero' | 'never') =>
    intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0, signDisplay });
  const amount = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '') + format(Math.abs(value));
  const shown = ratio === null ? amount(difference) : percent(ratio, 'exceptZero').replace('-', '−');
  const words =
    direction === 'same'
      ? intl.formatMessage(messages.changeSame, { days })
      : ratio === null
        ? intl.formatMessage(messages.changeFromNone, { amount: format(difference), days })
        : intl.formatMessage(direction === 'up' ? messages.changeUp : messages.changeDown, {
            percent: percent(ratio, 'never'),
            days,
          });
  const tone = direction === 'up' ? 'positive' : direction === 'down' ? 'critical' : 'muted';
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

interface FigureProps<T> {
  title: string;
  errorTitle: string;
  query: UseQueryResult<T>;
  /** The figure of the answer. */
  total: (data: T) => number;
  previous: UseQueryResult<number>;
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
          {(data) => (
            <Stack space="small">
              <span className={styles.total}>{format(total(data))}</span>
              <ChangeLine current={total(data)} previous={previous} format={format} days={days} />
              {children?.(data)}
            </Stack>
          )}
        </QueryView>
      </Stack>
    </Card>
  );
}
