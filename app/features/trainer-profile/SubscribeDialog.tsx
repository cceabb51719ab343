import { useState } from 'react';
import type { IntlShape, MessageDescriptor } from '@formatjs/intl';
import { $api, failureKind, isApiError, isConflict, type Schema } from '@/sdk';
import { Button, Dialog, Modal, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { messages as bookingMessages } from '@/app/lib/booking/messages';
import { checkoutTarget, checkoutUrls } from '@/app/lib/booking/checkout';
import { CheckedPrice, PromoCodeField, usePriceCheck } from '@/app/lib/booking/PriceCheck';
import { formatMoney } from '@/app/lib/format/format';
import { Facts } from '@/app/lib/frames/DetailPage';
import { unavailableWords } from '@/app/lib/queries/failure';
import { paths } from '@/app/routing/paths';
import { messages } from './messages';

interface SubscribeDialogProps {
  trainerId: string;
  /** The trainer's first name. */
  name: string;
  plan: Schema<'SubscriptionPlan'>;
  onClose: () => void;
  /** The API says the customer already holds the plan. */
  onAlreadySubscribed: () => void;
  /** Sends the customer to the checkout page the API gave (on one of the checkout origins). */
  onCheckout: (target: string) => void;
}

/** A code the subscription refused after its price check took it (used up meanwhile, say): its reason. */
const codeRefusals: Readonly<Record<string, MessageDescriptor>> = {
  PROMO_CODE_UNKNOWN: bookingMessages.codeUnknown,
  PROMO_CODE_EXPIRED: bookingMessages.codeExpired,
  PROMO_CODE_USED_UP: bookingMessages.codeUsedUp,
  PROMO_CODE_NOT_APPLICABLE: bookingMessages.codeNotApplicable,
};

/** The API says the customer already holds the plan (a 409 that is no code's refusal). */
const alreadyHeld = (error: unknown) => isConflict(error) && !(isApiError(error) && error.code in codeRefusals);

/** Why the checkout did not open: the code refused, already subscribed, offline, not available yet, or failed. */
function failureText(intl: IntlShape, error: unknown, plan: string): string {
  const unavailable = unavailableWords(intl, error);
  if (unavailable) return unavailable;
  const refusal = isApiError(error) ? codeRefusals[error.code] : undefined;
  if (refusal) return intl.formatMessage(messages.subscribeCodeRefused, { reason: intl.formatMessage(refusal) });
  if (alreadyHeld(error)) return intl.formatMessage(messages.subscribeConflict, { plan });
  if (failureKind(error) === 'offline') return intl.formatMessage(messages.subscribeOffline);
  return intl.formatMessage(messages.subscribeFailed, { plan });
}

/**
 * Joining a trainer's monthly plan: the plan, its monthly price and what the first month costs, the
 * code field every checkout has (checked before paying: the price before struck through and after,
 * and whether the discount repeats on renewal or is for the first month only; a refused code says
 * why on the field), then Subscribe and pay, which sends the code while it applies
 * (`PUT /subscription/{id}/subscribers`) and goes to the checkout page. A code the subscription
 * refuses after all, a plan the customer already holds and a failure are said in the dialog.
 */
export function SubscribeDialog({
  trainerId,
  name,
  plan,
  onClose,
  onAlreadySubscribed,
  onCheckout,
}: SubscribeDialogProps) {
  const intl = useIntl();
  const price = usePriceCheck({ type: 'SUBSCRIPTION', id: plan.id }, plan.price);
  // Once the checkout's address is known the page is leaving: the button stays pending.
  const [leaving, setLeaving] = useState(false);
  const [noCheckout, setNoCheckout] = useState(false);
  const subscribe = $api.useMutation('put', '/subscription/{subscriptionId}/subscribers', {
    onSuccess: ({ checkoutUrl }) => {
      const target = checkoutTarget(checkoutUrl);
      if (!target) return setNoCheckout(true);
      setLeaving(true);
      onCheckout(target);
    },
    onError: (error) => {
      if (alreadyHeld(error)) onAlreadySubscribed();
    },
  });
  const sending = subscribe.isPending || leaving;
  const failure = subscribe.error
    ? failureText(intl, subscribe.error, plan.name)
    : noCheckout
      ? intl.formatMessage(messages.subscribeFailed, { plan: plan.name })
      : null;
  const held = alreadyHeld(subscribe.error);
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!sending}>
      <Dialog
        title={intl.formatMessage(messages.subscribe, { plan: plan.name })}
        closeLabel={intl.formatMessage(messages.subscribeClose)}
        footer={
          <>
            <Button variant="ghost" onPress={onClose} isDisabled={sending}>
              {intl.formatMessage(held ? messages.subscribeClose : messages.subscribeNotNow)}
            </Button>
            {!held && (
              <Button
                onPress={() => {
                  setNoCheckout(false);
                  subscribe.mutate({
                    params: { path: { subscriptionId: plan.id } },
                    body: {
                      ...price.promo,
                      ...checkoutUrls(paths.trainerProfile(trainerId), { kind: 'subscription', planId: plan.id }),
                    },
                  });
                }}
                isPending={sending}
                isDisabled={price.isApplying}
                pendingLabel={intl.formatMessage(messages.subscribing)}
              >
                {intl.formatMessage(messages.subscribePay, { price: formatMoney(intl, price.price) })}
              </Button>
            )}
          </>
        }
      >
        <Stack space="large">
          <Facts
            rows={[
              [
                intl.formatMessage(messages.subscribePlan),
                intl.formatMessage(messages.subscribePlanValue, { plan: plan.name, name }),
              ],
              [
                intl.formatMessage(messages.subscribeMonthly),
                intl.formatMessage(messages.planPrice, { price: formatMoney(intl, plan.price) }),
              ],
              [intl.formatMessage(messages.subscribeFirstMonth), <CheckedPrice key="price" price={price} />],
            ]}
          />
          <PromoCodeField price={price} trainer={name} isDisabled={sending} />
          <Text as="p" size="small" tone="muted">
            {intl.formatMessage(messages.subscribeTerms)}
          </Text>
          {failure && (
            <Text as="p" role="alert" tone="critical" weight="strong">
              {failure}
            </Text>
          )}
        </Stack>
      </Dialog>
    </Modal>
  );
}
