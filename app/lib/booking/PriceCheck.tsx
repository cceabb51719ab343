import { useState, type FormEvent } from 'react';
import type { IntlShape, MessageDescriptor } from '@formatjs/intl';
import { $api, isApiError, type Schema } from '@/sdk';
import { Button, Inline, Stack, Text, TextField, VisuallyHidden } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formatMoney, type MoneyValue } from '../format/format';
import { unavailableWords } from '../queries/failure';
import { messages } from './messages';
import * as styles from './priceCheck.css';

type PurchaseItem = Schema<'PurchaseItem'>;
type PriceCheckAnswer = Schema<'PriceCheck'>;

/** A refused code, said on the code field, by the API's code. */
const refusals: Readonly<Record<string, MessageDescriptor>> = {
  PROMO_CODE_UNKNOWN: messages.codeUnknown,
  PROMO_CODE_EXPIRED: messages.codeExpired,
  PROMO_CODE_USED_UP: messages.codeUsedUp,
  PROMO_CODE_NOT_APPLICABLE: messages.codeNotApplicable,
};

/** Why a code was not applied: its refusal, that checking codes is not available yet, or that the check failed. */
function refusalWords(intl: IntlShape, error: unknown): string {
  const refusal = isApiError(error) ? refusals[error.code] : undefined;
  return refusal
    ? intl.formatMessage(refusal)
    : (unavailableWords(intl, error) ?? intl.formatMessage(messages.codeFailed));
}

/**
 * A purchase's price for the signed-in customer (`checkPrice`): at first without a code, which
 * gives the intro price by itself when the customer is eligible; then with the code they apply.
 * `price` is what to pay (the intro or code price once known, else `listPrice`), `promoCode` what
 * the purchase sends: the code only while it is the discount that applies.
 */
export function usePriceCheck(item: PurchaseItem, listPrice: MoneyValue, enabled = true) {
  const plain = $api.useQuery('post', '/customer/price-check', { body: { item } }, { enabled });
  const withCode = $api.useMutation('post', '/customer/price-check');
  const [applied, setApplied] = useState<{ code: string; check: PriceCheckAnswer } | null>(null);
  const check = applied?.check ?? plain.data;
  const promoCode = applied?.check.discount?.source === 'PROMO_CODE' ? applied.check.discount.code : null;
  return {
    check,
    /** The code the customer applied, whichever discount won. */
    typed: applied?.code ?? null,
    price: check?.priceAfter ?? listPrice,
    promo: promoCode ? { promoCode } : {},
    apply: (code: string) =>
      withCode.mutate({ body: { item, code } }, { onSuccess: (answer) => setApplied({ code, check: answer }) }),
    remove: () => {
      setApplied(null);
      withCode.reset();
    },
    isApplying: withCode.isPending,
    error: withCode.error,
  };
}

/** A purchase's price as `usePriceCheck` keeps it. */
export type PriceCheckState = ReturnType<typeof usePriceCheck>;

/** What a customer pays: the price before struck through and the price after when a discount applies. */
export function CheckedPrice({ price }: { price: PriceCheckState }) {
  const intl = useIntl();
  const { check } = price;
  const after = formatMoney(intl, price.price);
  if (!check?.discount) return <>{after}</>;
  const before = formatMoney(intl, check.priceBefore);
  return (
    <>
      <VisuallyHidden>{intl.formatMessage(messages.priceWasNow, { before, after })}</VisuallyHidden>
      <span aria-hidden>
        <s>{before}</s> <strong>{after}</strong>
      </span>
    </>
  );
}

/** Which discount applies and why: the intro price, the code, or the intro price beating a code; null for none. */
function discountWords(intl: IntlShape, { check, typed }: PriceCheckState, trainer: string): string | null {
  const discount = check?.discount;
  if (!check || !discount) return null;
  const after = formatMoney(intl, check.priceAfter);
  if (discount.source === 'PROMO_CODE')
    return intl.formatMessage(messages.codeApplied, { code: discount.code, off: formatMoney(intl, discount.amount) });
  if (typed) return intl.formatMessage(messages.introBeatsCode, { code: typed.toUpperCase(), price: after });
  return intl.formatMessage(check.item.type === 'PACK' ? messages.introPack : messages.introClass, {
    name: trainer,
    price: after,
  });
}

/**
 * A checkout's code field: "Have a code?" opens a field with Apply; an applied code shows with
 * Remove, and a refused one says why on the field. The intro price shows by itself, and a code
 * beaten by it says the intro price applies (they never stack). The focus follows the control that
 * takes the place of the one used: Remove once a code applies, the field again once it is removed.
 */
export function PromoCodeField({
  price,
  trainer,
  isDisabled,
}: {
  price: PriceCheckState;
  /** The trainer's first name, as the intro price names her. */
  trainer: string;
  isDisabled?: boolean;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const refusal = price.error ? refusalWords(intl, price.error) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) price.apply(code.trim());
  };
  const words = discountWords(intl, price, trainer);
  const repeats = price.check?.discount?.source === 'PROMO_CODE' ? price.check.repeatsOnRenewal : null;
  return (
    <Stack space="small">
      {price.typed ? (
        <Inline space="small" alignY="center">
          <Text tone="positive" weight="strong">
            {words}
          </Text>
          <Button
            variant="ghost"
            size="small"
            isDisabled={isDisabled}
            // Only when the customer applied the code here: a checkout that opens with one keeps its focus.
            autoFocus={open}
            onPress={() => {
              price.remove();
              setCode('');
            }}
            aria-label={intl.formatMessage(messages.codeRemoveLabel, { code: price.typed.toUpperCase() })}
          >
            {intl.formatMessage(messages.codeRemove)}
          </Button>
        </Inline>
      ) : (
        words && (
          <Text tone="positive" weight="strong">
            {words}
          </Text>
        )
      )}
      {price.typed ? null : open ? (
        <form onSubmit={submit} noValidate className={styles.codeRow}>
          <TextField
            className={styles.codeField}
            label={intl.formatMessage(messages.codeLabel)}
            value={code}
            onChange={setCode}
            maxLength={20}
            autoFocus
            autoComplete="off"
            isDisabled={isDisabled}
            isInvalid={refusal !== undefined}
            errorMessage={refusal}
          />
          <Button
            type="submit"
            variant="secondary"
            className={styles.apply}
            isPending={price.isApplying}
            isDisabled={isDisabled}
            pendingLabel={intl.formatMessage(messages.codeApplying)}
          >
            {intl.formatMessage(messages.codeApply)}
          </Button>
        </form>
      ) : (
        <div>
          <Button variant="ghost" size="small" onPress={() => setOpen(true)} isDisabled={isDisabled}>
            {intl.formatMessage(messages.codeOpen)}
          </Button>
        </div>
      )}
      {repeats !== null && (
        <Text size="small">{intl.formatMessage(repeats ? messages.codeRepeats : messages.codeFirstOnly)}</Text>
      )}
    </Stack>
  );
}
