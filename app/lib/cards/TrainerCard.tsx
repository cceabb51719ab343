import { memo, useId } from 'react';
import type { TrainerSummary } from '@/sdk';
import { Avatar, Badge, Card, CardLink, Heading, Inline, Rating, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formatMoney, fullName } from '../format/format';
import { disciplineName } from '../format/labels';
import { messages } from './messages';
import * as styles from './cards.css';
import { paths } from '@/app/routing/paths';

/**
 * A trainer as listed on home and discover: avatar, name (links to the profile), skills, rating,
 * price; the card is named by the name. Drawn again only when the trainer changes, not with every filter of the list around it.
 */
export const TrainerCard = memo(function TrainerCard({ trainer }: { trainer: TrainerSummary }) {
  const intl = useIntl();
  const name = fullName(trainer);
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Stack space="medium">
        <Inline space="medium" noWrap>
          <Avatar name={name} src={trainer.avatarUrl} size="large" decorative />
          <Stack space="xsmall" className={styles.shrink}>
            <Heading level={3} size={4} maxLines={2} id={titleId}>
              <CardLink href={paths.trainerProfile(trainer.id)}>{name}</CardLink>
            </Heading>
            <Text size="small" tone="muted" maxLines={2}>
              {trainer.headline}
            </Text>
          </Stack>
        </Inline>
        <Inline space="xsmall">
          {trainer.skills.slice(0, 3).map((skill) => (
            <Badge key={skill}>{disciplineName(intl, skill)}</Badge>
          ))}
        </Inline>
        <Inline space="small" align="between">
          <Rating
            value={trainer.rating}
            showValue
            valueText={intl.formatNumber(trainer.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            label={intl.formatMessage(messages.rating, { rating: trainer.rating, count: trainer.reviewCount })}
          />
          <Text size="small" weight="strong">
            {intl.formatMessage(messages.pricePerSession, { price: formatMoney(intl, trainer.pricePerSession) })}
          </Text>
        </Inline>
      </Stack>
    </Card>
  );
});
