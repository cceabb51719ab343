import type { Schema } from '@/sdk';
import { useIntl } from '@/app/i18n';
import { messages } from './messages';

const kindMessages = {
  LIVE_CLASSES: messages.kindLive,
  RECORDED_CLASSES: messages.kindRecorded,
  ONE_TO_ONES: messages.kindOneToOne,
} satisfies Record<Schema<'PackUse'>, unknown>;

const targetMessages = {
  CLASSES: messages.targetClasses,
  PACKS: messages.targetPacks,
  SUBSCRIPTIONS: messages.targetSubscriptions,
  ONE_TO_ONES: messages.targetOneToOnes,
} satisfies Record<Schema<'PromoTarget'>, unknown>;

/** The kinds of session a pack credit can pay for, in the form's order, with their names. */
export function useKindNames(): [Schema<'PackUse'>, string][] {
  const intl = useIntl();
  return Object.entries(kindMessages).map(([kind, message]) => [
    kind as Schema<'PackUse'>,
    intl.formatMessage(message),
  ]);
}

/** What a promo code can apply to, in the form's order, with their names. */
export function useTargetNames(): [Schema<'PromoTarget'>, string][] {
  const intl = useIntl();
  return Object.entries(targetMessages).map(([target, message]) => [
    target as Schema<'PromoTarget'>,
    intl.formatMessage(message),
  ]);
}
