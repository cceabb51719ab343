import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/sdk';
import { Card, Form, Heading, NumberField, Stack, Text, TextArea, TextField, toast } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formatMoney, poundsField } from '@/app/lib/format/format';
import { useIdempotencyKey } from '@/app/lib/forms/idempotency';
import { meetsPriceRule, minimumPrice, toPence } from '@/app/lib/format/priceRule';
import { plainList } from '@/app/lib/frames/DetailPage.css';
import { QueryView } from '@/app/lib/queries/QueryView';
import { SkeletonStack } from '@/app/lib/queries/SkeletonStack';
import { formFailure } from '@/app/lib/queries/failure';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { messages } from './messages';
import * as styles from './Availability.css';
import { FormEnd } from '@/app/lib/forms/FormEnd';

const OFFERS = '/trainer/{trainerId}/one-to-one-offers';

interface OfferValues extends Record<string, unknown> {
  title: string;
  description: string;
  durationMinutes: number;
  price: number;
}

const validLength = (minutes: number) => Number.isInteger(minutes) && minutes >= 5 && minutes <= 240;

/** The trainer's one-to-one offers, and a form to add one (at least £20 for every 45 minutes). */
export function OffersSection({ trainerId }: { trainerId: string }) {
  const intl = useIntl();
  const query = $api.useQuery('get', OFFERS, { params: { path: { trainerId } } });
  return (
    <Stack space="large">
      <QueryView
        query={query}
        loading={
          <SkeletonStack space="small" label={intl.formatMessage(messages.offersLoading)} heights={['4rem', '4rem']} />
        }
        errorTitle={intl.formatMessage(messages.offersError)}
        empty={{
          title: intl.formatMessage(messages.offersEmptyTitle),
          description: intl.formatMessage(messages.offersEmptyBody),
        }}
        isEmpty={(offers) => offers.length === 0}
      >
        {(offers) => (
          <Stack as="ul" space="small" className={plainList}>
            {offers.map((offer) => (
              <Card as="li" key={offer.id}>
                <Stack space="xsmall">
                  <Heading level={3}>{offer.title}</Heading>
                  <Text>
                    {intl.formatMessage(messages.offerSummary, {
                      minutes: offer.durationMinutes,
                      price: formatMoney(intl, offer.price),
                    })}
                  </Text>
                  {offer.description && <Text tone="muted">{offer.description}</Text>}
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </QueryView>
      <NewOfferForm trainerId={trainerId} />
    </Stack>
  );
}

function NewOfferForm({ trainerId }: { trainerId: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const create = $api.useMutation('post', OFFERS);
  const form = useFormFields<OfferValues>({
    initialValues: { title: '', description: '', durationMinutes: 45, price: 20 },
    validate: ({ title, durationMinutes, price }) => ({
      title: !title.trim() && messages.offerTitleRequired,
      durationMinutes: !validLength(durationMinutes) && messages.lengthInvalid,
      price:
        validLength(durationMinutes) &&
        !(Number.isFinite(price) && meetsPriceRule(toPence(price), durationMinutes)) &&
        intl.formatMessage(messages.priceTooLow, {
          minimum: formatMoney(intl, { amount: minimumPrice(durationMinutes), currency: 'GBP' }),
          minutes: durationMinutes,
        }),
    }),
    failure: (error) => formFailure(intl, error, { otherwise: messages.offerNotAdded }),
  });
  const { values } = form;

  const submit = form.handleSubmit(async ({ title, description, durationMinutes, price }) => {
    const body = {
      title: title.trim(),
      description: description.trim(),
      durationMinutes,
      price: { amount: toPence(price), currency: 'GBP' as const },
      active: true,
    };
    await create.mutateAsync({
      params: { path: { trainerId }, header: { 'Idempotency-Key': idempotency.keyFor(body) } },
      body,
    });
    toast.show({ tone: 'positive', title: intl.formatMessage(messages.offerAdded) });
    idempotency.renew();
    form.reset();
    await queryClient.invalidateQueries({
      queryKey: $api.queryOptions('get', OFFERS, { params: { path: { trainerId } } }).queryKey,
    });
  });

  return (
    <Card as="section" aria-label={intl.formatMessage(messages.newOffer)}>
      <Form {...form.formProps} onSubmit={submit} className={styles.form}>
        <Heading level={3}>{intl.formatMessage(messages.newOffer)}</Heading>
        <TextField {...form.field('title')} label={intl.formatMessage(messages.offerTitle)} isRequired />
        <TextArea {...form.field('description')} label={intl.formatMessage(messages.offerDescription)} />
        <div className={styles.pair}>
          <NumberField
            {...form.field('durationMinutes')}
            label={intl.formatMessage(messages.length)}
            minValue={5}
            maxValue={240}
            step={5}
            isRequired
          />
          <NumberField
            {...form.field('price')}
            label={intl.formatMessage(messages.price)}
            description={
              validLength(values.durationMinutes)
                ? intl.formatMessage(messages.priceMinimum, {
                    minimum: formatMoney(intl, { amount: minimumPrice(values.durationMinutes), currency: 'GBP' }),
                    minutes: values.durationMinutes,
                  })
                : intl.formatMessage(messages.priceRule)
            }
            formatOptions={poundsField}
            minValue={0}
            isRequired
          />
        </div>
        <FormEnd isPending={form.isPending} submit={messages.addOffer} pending={messages.addingOffer} />
      </Form>
    </Card>
  );
}
