import type { Schema } from '@/sdk';
import { Avatar, Badge, Card, Link, Stack, Text, type BadgeTone } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formatMoney, fullName } from '@/app/lib/format/format';
import { dateFormats } from '@/app/lib/time/format';
import { paths } from '@/app/routing/paths';
import { eventMessages, kindMessages, messages } from './messages';
import * as styles from './CustomerPacks.css';

type CustomerPack = Schema<'CustomerPack'>;

const DAY = 24 * 60 * 60 * 1000;
/** A pack this close to its end warns its holder. */
const WARN_DAYS = 7;

const statusWords = {
  ACTIVE: [messages.statusActive, 'positive'],
  PENDING_PAYMENT: [messages.statusPending, 'warning'],
  USED_UP: [messages.statusUsedUp, 'neutral'],
  EXPIRED: [messages.statusExpired, 'neutral'],
} as const satisfies Record<CustomerPack['status'], readonly [unknown, BadgeTone]>;

/**
 * One of the customer's packs: its credits left of all, what a credit pays for, when it expires
 * (a warning in its last week), what was paid, and each credit's history (bought, used for a
 * session, returned, forfeited, expired) behind a disclosure.
 */
export function HeldPack({ pack, now }: { pack: CustomerPack; now: Date }) {
  const intl = useIntl();
  const { trainer, paysFor, name } = pack.pack;
  const zone = { timeZone: trainer.timeZone };
  const day = (at: string) => intl.formatDate(at, { ...dateFormats.weekdayLong, ...zone });
  const [statusLabel, statusTone] = statusWords[pack.status];
  const daysLeft = Math.floor((Date.parse(pack.expiresAt) - now.getTime()) / DAY);
  const soon = pack.status === 'ACTIVE' && daysLeft < WARN_DAYS;
  const paid = { amount: formatMoney(intl, pack.amountPaid), date: day(pack.purchasedAt) };
  return (
    <Card as="li" className={styles.pack} aria-label={name}>
      <div className={styles.packHead}>
        <Avatar name={fullName(trainer)} src={trainer.avatarUrl} size="medium" decorative />
        <Stack space="xsmall" className={styles.grow}>
          <Text weight="strong">{name}</Text>
          <Text size="small">
            <Link href={paths.trainerProfile(trainer.id)}>
              {intl.formatMessage(messages.withTrainer, { name: fullName(trainer) })}
            </Link>
          </Text>
        </Stack>
        <Badge tone={statusTone}>{intl.formatMessage(statusLabel)}</Badge>
      </div>
      <Stack space="xsmall">
        <Text size="large" weight="strong">
          {intl.formatMessage(messages.creditsLeft, { left: pack.creditsLeft, total: pack.creditsTotal })}
        </Text>
        <Text size="small" tone="muted">
          {paysFor.classIds.length > 0
            ? intl.formatMessage(messages.paysForClasses, { count: paysFor.classIds.length })
            : intl.formatMessage(messages.paysForKinds, {
                kinds: intl.formatList(paysFor.kinds.map((kind) => intl.formatMessage(kindMessages[kind]))),
              })}
        </Text>
        <Text size="small" tone={soon ? 'warning' : 'muted'} weight={soon ? 'strong' : undefined}>
          {pack.status === 'PENDING_PAYMENT'
            ? intl.formatMessage(messages.pending)
            : pack.status === 'EXPIRED'
              ? intl.formatMessage(messages.expired, { date: day(pack.expiresAt) })
              : pack.status === 'USED_UP'
                ? intl.formatMessage(messages.usedUp)
                : soon
                  ? intl.formatMessage(messages.expiresSoon, { days: Math.max(daysLeft, 0), date: day(pack.expiresAt) })
                  : intl.formatMessage(messages.expires, { date: day(pack.expiresAt) })}
        </Text>
        <Text size="small" tone="muted">
          {pack.discount?.source === 'PROMO_CODE'
            ? intl.formatMessage(messages.paidWithCode, {
                ...paid,
                saved: formatMoney(intl, pack.discount.amount),
                code: pack.discount.code,
              })
            : intl.formatMessage(pack.discount ? messages.paidWithIntro : messages.paid, paid)}
        </Text>
      </Stack>
      {pack.credits.length > 0 && (
        <details className={styles.history}>
          <summary className={styles.summary}>{intl.formatMessage(messages.history)}</summary>
          <ol className={styles.credits} aria-label={intl.formatMessage(messages.historyLabel, { name })}>
            {pack.credits.map((credit, index) => (
              <li key={credit.id} className={styles.credit}>
                <Text size="small" weight="strong">
                  {intl.formatMessage(messages.credit, { number: index + 1 })}
                </Text>
                <Text size="small" tone="muted">
                  {intl.formatList(
                    credit.history.map((event) =>
                      intl.formatMessage(eventMessages[event.type], {
                        date: intl.formatDate(event.at, { ...dateFormats.dayMonthShort, ...zone }),
                        title: event.title ?? intl.formatMessage(messages.aSession),
                      }),
                    ),
                    { type: 'unit', style: 'short' },
                  )}
                </Text>
              </li>
            ))}
          </ol>
        </details>
      )}
    </Card>
  );
}
