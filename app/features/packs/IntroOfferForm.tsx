import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, apiClient, dataOrThrow, type Schema } from '@/sdk';
import { Card, Form, NumberField, Select, SelectItem, Skeleton, Switch, Text, toast } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formatMoney, poundsField } from '@/app/lib/format/format';
import { toPence } from '@/app/lib/format/priceRule';
import { FormEnd } from '@/app/lib/forms/FormEnd';
import { useFormFields, type FieldErrors } from '@/app/lib/forms/useFormFields';
import { QuerySection } from '@/app/lib/frames/PageSection';
import { formFailure } from '@/app/lib/queries/failure';
import { INTRO_OFFER, ofTrainer, PACKS } from './api';
import { messages } from './messages';
import * as styles from './packs.css';

type Offer = Schema<'IntroOffer'>;
type Pack = Schema<'ClassPack'>;

/** No first-pack offer, as the pack select holds it. */
const NO_PACK = 'none';

interface OfferValues extends Record<string, unknown> {
  /** Pounds; NaN when there is no first-class offer. */
  firstClassPrice: number;
  firstPackId: string;
  firstPackPrice: number;
  active: boolean;
}

const fromOffer = (offer: Offer | null): OfferValues => ({
  firstClassPrice: offer?.firstClassPrice ? offer.firstClassPrice.amount / 100 : Number.NaN,
  firstPackId: offer?.firstPackId ?? NO_PACK,
  firstPackPrice: offer?.firstPackPrice ? offer.firstPackPrice.amount / 100 : Number.NaN,
  active: offer?.active ?? true,
});

const pence = (pounds: number) => (Number.isNaN(pounds) ? null : { amount: toPence(pounds), currency: 'GBP' as const });

const introWords = {
  title: messages.introTitle,
  subtitle: messages.introSubtitle,
  loading: messages.introLoading,
  error: messages.introError,
};

/** The intro offer's section: the saved offer in its form, or an empty form when there is none yet (404). */
export function IntroOfferSection({ trainerId }: { trainerId: string }) {
  const params = ofTrainer(trainerId);
  const query = useQuery({
    queryKey: $api.queryOptions('get', INTRO_OFFER, params).queryKey,
    queryFn: async () => (await dataOrThrow(apiClient.GET(INTRO_OFFER, params), { notFound: 'nothing' })) ?? null,
  });
  const packs = $api.useQuery('get', PACKS, params);
  return (
    <QuerySection query={query} words={introWords} skeleton={<Skeleton height="18rem" />}>
      {(offer) => (
        <Card>
          <IntroOfferForm
            key={offer?.updatedAt ?? 'none'}
            trainerId={trainerId}
            offer={offer}
            packs={(packs.data ?? []).filter((pack) => pack.status !== 'WITHDRAWN')}
          />
        </Card>
      )}
    </QuerySection>
  );
}

interface IntroOfferFormProps {
  trainerId: string;
  /** The saved offer, or null when there is none yet. */
  offer: Offer | null;
  /** The packs a first pack can be of. */
  packs: readonly Pack[];
}

/**
 * A first class's price and/or a pack with its first-pack price (lower than the pack's own), and
 * whether new customers are offered it. The API's refusals show on their fields.
 */
export function IntroOfferForm({ trainerId, offer, packs }: IntroOfferFormProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const save = $api.useMutation('put', INTRO_OFFER);

  const validate = (values: OfferValues): FieldErrors<OfferValues> => {
    const pack = packs.find(({ id }) => id === values.firstPackId);
    const packPrice = values.firstPackPrice;
    return {
      firstClassPrice: Number.isNaN(values.firstClassPrice) && !pack && messages.introNothing,
      firstPackPrice:
        pack &&
        (Number.isNaN(packPrice)
          ? messages.firstPackPriceRequired
          : !(packPrice > 0 && toPence(packPrice) < pack.price.amount) &&
            intl.formatMessage(messages.firstPackPriceLower, { price: formatMoney(intl, pack.price) })),
    };
  };

  const form = useFormFields<OfferValues>({
    initialValues: fromOffer(offer),
    validate,
    failure: (error) => formFailure(intl, error, messages.introNotSaved, messages.notSent),
  });

  const submit = form.handleSubmit(async (values) => {
    const packChosen = values.firstPackId !== NO_PACK;
    const params = ofTrainer(trainerId);
    const saved = await save.mutateAsync({
      ...params,
      body: {
        firstClassPrice: pence(values.firstClassPrice),
        firstPackId: packChosen ? values.firstPackId : null,
        firstPackPrice: packChosen ? pence(values.firstPackPrice) : null,
        active: values.active,
      },
    });
    queryClient.setQueryData($api.queryOptions('get', INTRO_OFFER, params).queryKey, saved);
    toast.show({ tone: 'positive', title: intl.formatMessage(messages.introSaved) });
  });

  const { field, values } = form;
  return (
    <Form {...form.formProps} onSubmit={submit} className={styles.form}>
      <NumberField
        {...field('firstClassPrice')}
        label={intl.formatMessage(messages.firstClassPrice)}
        description={intl.formatMessage(messages.firstClassHint)}
        formatOptions={poundsField}
        minValue={0}
        className={styles.narrowField}
      />
      <div className={styles.fieldRow}>
        <Select
          {...field('firstPackId')}
          onChange={(key) => field('firstPackId').onChange(String(key ?? NO_PACK))}
          label={intl.formatMessage(messages.firstPackId)}
        >
          <SelectItem id={NO_PACK}>{intl.formatMessage(messages.noPack)}</SelectItem>
          {packs.map((pack) => (
            <SelectItem key={pack.id} id={pack.id}>
              {intl.formatMessage(messages.packOption, { name: pack.name, price: formatMoney(intl, pack.price) })}
            </SelectItem>
          ))}
        </Select>
        {values.firstPackId !== NO_PACK && (
          <NumberField
            {...field('firstPackPrice')}
            label={intl.formatMessage(messages.firstPackPrice)}
            formatOptions={poundsField}
            minValue={0}
            isRequired
          />
        )}
      </div>
      <Switch isSelected={values.active} onChange={field('active').onChange}>
        {intl.formatMessage(messages.introActive)}
      </Switch>
      {offer && (
        <Text size="small" tone="muted">
          {intl.formatMessage(messages.introUsed, { count: offer.timesUsed })}
        </Text>
      )}
      <FormEnd isPending={form.isPending} submit={messages.introSave} pending={messages.introSaving} />
    </Form>
  );
}
