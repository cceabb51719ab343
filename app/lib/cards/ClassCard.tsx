import { memo, useId } from 'react';
import type { ClassSummary } from '@/sdk';
import { Badge, Card, CardLink, Heading, Inline, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formatMoney, fullName } from '../format/format';
import { difficultyLabel, disciplineName } from '../format/labels';
import { messages } from './messages';
import { dateFormats } from '../time/format';
import { paths } from '@/app/routing/paths';

/**
 * A live or recorded class as listed on home and discover: cover, title (links to the class),
 * trainer (unless the page is the trainer's own), when and how long, difficulty, price; a live badge
 * or "On demand" ("Replay", with its session's date, for the recording of a live session given as
 * `replayOf`). The card is named by its title. `href` is where the title leads (the class page unless said otherwise). Drawn
 * again only when its props change, not with every filter of the list around it.
 */
export const ClassCard = memo(function ClassCard({
  item,
  showTrainer = true,
  href = paths.classDetail(item.id),
  replayOf,
}: {
  item: ClassSummary;
  showTrainer?: boolean;
  href?: string;
  /** The start of the live session this video is the replay of. */
  replayOf?: string;
}) {
  const intl = useIntl();
  const titleId = useId();
  const meta = replayOf
    ? intl.formatMessage(messages.replayMeta, {
        date: intl.formatDate(replayOf, dateFormats.weekdayShortTime),
        minutes: item.durationMinutes,
      })
    : item.isLive
      ? intl.formatMessage(messages.liveMeta, {
          date: intl.formatDate(item.startDate, dateFormats.weekdayShortTime),
          minutes: item.durationMinutes,
        })
      : intl.formatMessage(messages.recordedMeta, {
          date: intl.formatDate(item.startDate, dateFormats.dayShort),
          minutes: item.durationMinutes,
        });
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      image={{ src: item.coverImageUrl, alt: '' }}
      imageBadge={
        item.isLive ? (
          <Badge tone="live" dot>
            {intl.formatMessage(messages.live)}
          </Badge>
        ) : (
          <Badge tone="info">{intl.formatMessage(replayOf ? messages.replay : messages.onDemand)}</Badge>
        )
      }
    >
      <Stack space="small">
        <Inline space="xsmall">
          <Badge>{intl.formatMessage(difficultyLabel(item.difficulty))}</Badge>
          <Badge>{disciplineName(intl, item.category)}</Badge>
        </Inline>
        <Heading level={3} size={4} maxLines={2} id={titleId}>
          <CardLink href={href}>{item.title}</CardLink>
        </Heading>
        {showTrainer && (
          <Text size="small" tone="muted">
            {intl.formatMessage(messages.classWith, { name: fullName(item.trainer) })}
          </Text>
        )}
        <Text size="small">{meta}</Text>
        <Inline space="small" align="between">
          <Text weight="strong">{formatMoney(intl, item.price)}</Text>
          {item.isLive && item.spotsLeft != null && (
            <Text size="small" tone={item.spotsLeft === 0 ? 'critical' : 'muted'}>
              {intl.formatMessage(messages.spotsLeft, { count: item.spotsLeft })}
            </Text>
          )}
        </Inline>
      </Stack>
    </Card>
  );
});
