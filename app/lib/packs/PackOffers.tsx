import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api, isApiError, isRefusal, type Schema } from '@/sdk';
import { announce, Inline, Link, Stack, Text } from '@/design-system';
import { formatRich, useIntl } from '@/app/i18n';
import { defaultPaymentMethod, PaymentChoice } from '../booking/BookingDialog';
import { checkoutTarget, checkoutUrls, type PaymentMethod } from '../booking/checkout';
import { CheckedPrice, PromoCodeField, usePriceCheck } from '../booking/PriceCheck';
import { formatMoney } from '../format/format';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { PageSection } from '../frames/PageSection';
import { useIdempotencyKey } from '../forms/idempotency';
import { paths } from '@/app/routing/paths';
import { packCovers, pricePerCredit, type Purchase } from '../pricing/pricing';
import { messages } from './messages';
import { packBoughtWords } from './packBought';
import * as styles from './packOffers.css';

/**
 * A trainer's class packs on sale ("or use a pack: 10 for £150, £15 a class"), those that pay for
 * `purchase` when one is named (a class page's class). A customer buys one at the intro price or
 * with a code applied in the Buy dialog as at every checkout, paying as a booking does: from account
 * credit when it covers the price (the pack is theirs at once, said beside the offer), else by card
 * through the same checkout and return pages, sent back to `returnPath` if they leave it; the
 * dialog names the payment before anything is sent. Anyone else sees the offers only. The section
 * shows only once there are some.
 */
export function PackOffers({
  trainerId,
  returnPath,
  purchase,
  canBuy,
}: {
  trainerId: string;
  returnPath: string;
  purchase?: Purchase;
  canBuy: boolean;
}) {
  const intl = useIntl();
  const { data } = $api.useQuery('get', '/trainer/{trainerId}/packs', { params: { path: { trainerId } } });
  const packs = (data ?? []).filter(
    (pack) => pack.status === 'ON_SALE' && (!purchase || packCovers(pack.paysFor, purchase)),
  );
  if (packs.length === 0) return null;
  return (
    <PageSection title={intl.formatMessage(messages.label)} subtitle={intl.formatMessage(messages.subtitle)}>
      <ul className={styles.offers} aria-label={intl.formatMessage(messages.label)}>
        {packs.map((pack) => (
          <PackOffer key={pack.id} pack={pack} returnPath={returnPath} canBuy={canBuy} />
        ))}
      </ul>
    </PageSection>
  );
}

/** What the Buy dialog's confirm button says and shows while pending, for each way to pay. */
const payWords = {
  CREDIT: { confirm: messages.confirmCredit, pending: messages.pendingCredit },
  CARD: { confirm: messages.confirm, pending: messages.pending },
} satisfies Record<PaymentMethod, unknown>;

function PackOffer({ pack, returnPath, canBuy }: { pack: Schema<'ClassPack'>; returnPath: string; canBuy: boolean }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { keyFor, renew } = useIdempotencyKey();
  const [bought, setBought] = useState<Schema<'CustomerPack'> | null>(null);
  const buy = $api.useMutation('post', '/packs/{packId}/buy', {
    onSuccess: ({ checkoutUrl }) => {
      const target = checkoutUrl && checkoutTarget(checkoutUrl);
      if (target) window.location.assign(target);
    },
  });
  // Priced for the customer (the intro price, a code), and their credit read, once the Buy dialog first opens.
  const [asked, setAsked] = useState(false);
  const checked = usePriceCheck({ type: 'PACK', id: pack.id }, pack.price, asked);
  const credit = $api.useQuery('get', '/customer/credit', {}, { enabled: asked }).data?.balance;
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const method = chosen ?? (credit ? defaultPaymentMethod(checked.price, credit) : 'CARD');
  const price = formatMoney(intl, pack.price);
  const refusal = isApiError(buy.error) && isRefusal(buy.error) ? buy.error.message : undefined;
  const failed = buy.isError || (method === 'CARD' && buy.isSuccess && !buy.data.checkoutUrl);
  return (
    <li className={styles.offer} aria-label={pack.name}>
      <Stack space="xsmall">
        <Text weight="strong">
          {intl.formatMessage(messages.offer, {
            credits: pack.credits,
            price,
            perCredit: formatMoney(intl, pricePerCredit(pack.price, pack.credits)),
          })}
        </Text>
        <Text size="small" tone="muted">
          {intl.formatMessage(messages.validity, { name: pack.name, days: pack.validityDays })}
        </Text>
      </Stack>
      {canBuy && (
        <Stack space="xsmall">
          <div>
            <ConfirmDialog
              words={{
                button: intl.formatMessage(messages.buy),
                buttonLabel: intl.formatMessage(messages.buyLabel, { name: pack.name }),
                title: intl.formatMessage(messages.title, { name: pack.name }),
                confirm: intl.formatMessage(payWords[method].confirm, { price: formatMoney(intl, checked.price) }),
                keep: intl.formatMessage(messages.keep),
                pending: intl.formatMessage(payWords[method].pending),
              }}
              onOpen={() => {
                buy.reset();
                checked.remove();
                setChosen(null);
                setAsked(true);
                renew();
              }}
              isPending={buy.isPending}
              onConfirm={(close) => {
                const body =
                  method === 'CARD'
                    ? {
                        paymentMethod: 'CARD' as const,
                        ...checked.promo,
                        ...checkoutUrls(returnPath, { kind: 'pack', packId: pack.id }),
                      }
                    : { paymentMethod: 'CREDIT' as const, ...checked.promo };
                buy.mutate(
                  { params: { path: { packId: pack.id }, header: { 'Idempotency-Key': keyFor(body) } }, body },
                  {
                    onSuccess: ({ pack: held, checkoutUrl }) => {
                      if (checkoutUrl) return;
                      setBought(held);
                      close();
                      announce(packBoughtWords(intl, held), 'polite');
                      void queryClient.invalidateQueries({ queryKey: ['get', '/customer/packs'] });
                      void queryClient.invalidateQueries({ queryKey: ['get', '/customer/credit'] });
                    },
                  },
                );
              }}
              failure={failed ? (refusal ?? intl.formatMessage(messages.failed, { name: pack.name })) : undefined}
            >
              <span>
                {formatRich(intl, messages.body, {
                  credits: pack.credits,
                  price: <CheckedPrice key="price" price={checked} />,
                  days: pack.validityDays,
                })}
              </span>
              <PromoCodeField price={checked} trainer={pack.trainer.firstName} isDisabled={buy.isPending} />
              {credit && (
                <PaymentChoice
                  price={checked.price}
                  credit={credit}
                  value={method}
                  onChange={setChosen}
                  isDisabled={buy.isPending}
                  creditShort={messages.creditShort}
                />
              )}
            </ConfirmDialog>
          </div>
          {bought && (
            <Inline space="small" alignY="center">
              <Text size="small" tone="positive" weight="strong">
                {packBoughtWords(intl, bought)}
              </Text>
              <Link href={paths.customerPacks()}>{intl.formatMessage(messages.toPacks)}</Link>
            </Inline>
          )}
        </Stack>
      )}
    </li>
  );
}
