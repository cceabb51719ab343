import { useId } from 'react';
import { $api, type Schema } from '@/sdk';
import { Card, Inline, LinkButton, parseDate, Skeleton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { EditLink, OfferHeading } from '@/app/lib/cards/OfferCard';
import { formatMoney } from '@/app/lib/format/format';
import { QuerySection } from '@/app/lib/frames/PageSection';
import { dateFormats } from '@/app/lib/time/format';
import { useNow } from '@/app/lib/time/useNow';
import { paths } from '@/app/routing/paths';
import { ofTrainer, PROMO_CODES } from './api';
import { messages } from './messages';
import { useTargetNames } from './words';
import * as styles from './packs.css';

type Code = Schema<'PromoCode'>;

const codesWords = {
  title: messages.codesTitle,
  subtitle: messages.codesSubtitle,
  loading: messages.codesLoading,
  error: messages.codesError,
  emptyTitle: messages.codesEmptyTitle,
  emptyBody: messages.codesEmptyBody,
};

/** Whether a code works now: ended after its last day, paused by the trainer, else active. */
export function codeStatus(code: Pick<Code, 'active' | 'endsOn'>, today: string): 'ACTIVE' | 'PAUSED' | 'ENDED' {
  if (code.endsOn !== null && code.endsOn < today) return 'ENDED';
  return code.active ? 'ACTIVE' : 'PAUSED';
}

const statusWords = {
  ACTIVE: { message: messages.statusActive, tone: 'positive' },
  PAUSED: { message: messages.statusPaused, tone: 'warning' },
  ENDED: { message: messages.statusEnded, tone: 'neutral' },
} as const;

/** The trainer's promo codes, each with its discount, what it applies to, its days, its uses and whether it works now. */
export function PromoCodeList({ trainerId }: { trainerId: string }) {
  const intl = useIntl();
  const query = $api.useQuery('get', PROMO_CODES, ofTrainer(trainerId));
  return (
    <Stack space="medium">
      <QuerySection
        query={query}
        words={codesWords}
        skeleton={<Skeleton height="12rem" />}
        isEmpty={(codes) => codes.length === 0}
      >
        {(codes) => (
          <Card padding="small">
            <ul className={styles.rows} aria-label={intl.formatMessage(messages.codesLabel)}>
              {codes.map((code) => (
                <CodeRow key={code.id} code={code} />
              ))}
            </ul>
          </Card>
        )}
      </QuerySection>
      <Inline space="small">
        <LinkButton href={paths.newPromoCode()} variant="secondary">
          {intl.formatMessage(messages.newCode)}
        </LinkButton>
      </Inline>
    </Stack>
  );
}

function CodeRow({ code }: { code: Code }) {
  const intl = useIntl();
  const codeId = useId();
  const targets = new Map(useTargetNames());
  const today = useNow().toISOString().slice(0, 10);
  const status = statusWords[codeStatus(code, today)];
  const day = (date: string) =>
    intl.formatDate(parseDate(date).toDate('UTC'), { ...dateFormats.dayShort, timeZone: 'UTC' });
  return (
    <li aria-labelledby={codeId} className={styles.row}>
      <Stack space="xsmall" className={styles.rowBody}>
        <OfferHeading
          id={codeId}
          level={3}
          name={code.code}
          status={{ label: intl.formatMessage(status.message), tone: status.tone }}
        />
        <Text weight="strong">
          {intl.formatMessage(messages.codeOffer, {
            discount: code.amountOff
              ? intl.formatMessage(messages.amountOffShort, { amount: formatMoney(intl, code.amountOff) })
              : intl.formatMessage(messages.percentOffShort, { percent: code.percentOff }),
            targets: intl.formatList(code.appliesTo.map((target) => targets.get(target) ?? target)),
          })}
        </Text>
        <Text size="small">
          {code.endsOn
            ? intl.formatMessage(messages.dates, { start: day(code.startsOn), end: day(code.endsOn) })
            : intl.formatMessage(messages.datesOpen, { start: day(code.startsOn) })}
        </Text>
        <Text size="small" tone="muted">
          {intl.formatMessage(messages.uses, { used: code.timesUsed, limit: code.maxUses ?? 'none' })}
        </Text>
      </Stack>
      <EditLink
        href={paths.editPromoCode(code.id)}
        label={intl.formatMessage(messages.editCodeLabel, { code: code.code })}
      >
        {intl.formatMessage(messages.edit)}
      </EditLink>
    </li>
  );
}
