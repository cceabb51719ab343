import { useState } from 'react';
import { $api, type Schema } from '../../../sdk';
import { Inline, Stack, Text } from '../../../design-system';
import { formatRich, useIntl } from '../../i18n';
import { checkoutTarget, checkoutUrls } from '../booking/checkout';
import { CheckedPrice, PromoCodeField, usePriceCheck } from '../booking/PriceCheck';
import { formatMoney } from '../format/format';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { PageSection } from '../frames/PageSection';
import { useIdempotencyKey } from '../forms/idempotency';
import { packCovers, pricePerCredit, type Purchase } from '../pricing/pricing';
import { messages } from './messages';
import * as styles from './packOffers.css';

/**
 * A trainer's class packs on sale ("or use a pack: 10 for £150, £15 a class"), those that pay for
 * `purchase` when one is named (a class page's class). A customer buys one through the same
 * checkout and return pages as a booking, at the intro price or with a code applied in the Buy
 * dialog as at every checkout, sent back to `returnPath` if they leave it; anyone else
 * sees the offers only. The section shows only once there are some.
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

function PackOffer({ pack, returnPath, canBuy }: { pack: Schema<'ClassPack'>; returnPath: string; canBuy: boolean }) {
  const intl = useIntl();
  const { keyFor, renew } = useIdempotencyKey();
  const buy = $api.useMutation('post', '/packs/{packId}/buy', {
    onSuccess: ({ checkoutUrl }) => {
      const target = checkoutUrl && checkoutTarget(checkoutUrl);
      if (target) window.location.assign(target);
    },
  });
  // Priced for the customer (the intro price, a code) once the Buy dialog first opens.
  const [asked, setAsked] = useState(false);
  const checked = usePriceCheck({ type: 'PACK', id: pack.id }, pack.price, asked);
  const price = formatMoney(intl, pack.price);
  const refused = buy.isError || (buy.isSuccess && !buy.data.checkoutUrl);
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
        <Inline space="small">
          <ConfirmDialog
            words={{
              button: intl.formatMessage(messages.buy),
              buttonLabel: intl.formatMessage(messages.buyLabel, { name: pack.name }),
              title: intl.formatMessage(messages.title, { name: pack.name }),
              confirm: intl.formatMessage(messages.confirm),
              keep: intl.formatMessage(messages.keep),
              pending: intl.formatMessage(messages.pending),
            }}
            onOpen={() => {
              buy.reset();
              checked.remove();
              setAsked(true);
              renew();
            }}
            isPending={buy.isPending}
            onConfirm={() => {
              const body = {
                paymentMethod: 'CARD' as const,
                ...checked.promo,
                ...checkoutUrls(returnPath, { kind: 'pack', packId: pack.id }),
              };
              buy.mutate({ params: { path: { packId: pack.id }, header: { 'Idempotency-Key': keyFor(body) } }, body });
            }}
            failure={refused ? intl.formatMessage(messages.failed, { name: pack.name }) : undefined}
          >
            <span>
              {formatRich(intl, messages.body, {
                credits: pack.credits,
                price: <CheckedPrice key="price" price={checked} />,
                days: pack.validityDays,
              })}
            </span>
            <PromoCodeField price={checked} trainer={pack.trainer.firstName} isDisabled={buy.isPending} />
          </ConfirmDialog>
        </Inline>
      )}
    </li>
  );
}
