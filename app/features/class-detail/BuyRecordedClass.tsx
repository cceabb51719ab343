import { useQueryClient } from '@tanstack/react-query';
import { $api, apiClient, dataOrThrow, IDEMPOTENCY_KEY, type ClassDetail } from '@/sdk';
import { LinkButton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { BookingDialog, Confirmed, CreditPaymentChoice } from '@/app/lib/booking/BookingDialog';
import { messages as bookingMessages } from '@/app/lib/booking/messages';
import { CheckedPrice, PromoCodeField } from '@/app/lib/booking/PriceCheck';
import { useCheckoutBooking } from '@/app/lib/booking/useCheckoutBooking';
import { Facts } from '@/app/lib/frames/DetailPage';
import { formatMoney, fullName, type MoneyValue } from '@/app/lib/format/format';
import { useOnline } from '@/app/offline/useOnline';
import { paths } from '@/app/routing/paths';
import { messages } from './messages';

interface BuyRecordedClassProps {
  detail: ClassDetail;
  onClose: () => void;
}

/** What was bought, once paid from credit or with a pack credit, with Watch now. */
function Bought({ detail, price, pack }: { detail: ClassDetail; price: MoneyValue; pack?: string }) {
  const intl = useIntl();
  return (
    <Confirmed
      title={intl.formatMessage(messages.boughtTitle)}
      body={
        pack
          ? intl.formatMessage(messages.boughtWithPack, { title: detail.title, pack })
          : intl.formatMessage(messages.boughtBody, { title: detail.title, price: formatMoney(intl, price) })
      }
      action={
        <LinkButton href={paths.video(detail.id)} variant="secondary" autoFocus>
          {intl.formatMessage(messages.buyWatch)}
        </LinkButton>
      }
    />
  );
}

/**
 * Buying a recorded class to keep: the class, its price (with a code the customer applies) and their
 * account credit (`GET /customer/credit`), then Buy with a pack credit, from credit or by card
 * (`POST /class/{classId}/buy`), the first that can pay chosen for them as a booking chooses it. Paid
 * here, it is in their library at once (the video and the library are read afresh); by card, the
 * checkout page, whose return reads the video until it is theirs.
 */
export function BuyRecordedClass({ detail, onClose }: BuyRecordedClassProps) {
  const intl = useIntl();
  const online = useOnline();
  const queryClient = useQueryClient();
  const credit = $api.useQuery('get', '/customer/credit');
  const { price, method, pack, request, paidWith, choice } = useCheckoutBooking({
    attempt: `video:${detail.id}`,
    purchase: { kind: 'RECORDED_CLASS', trainerId: detail.trainer.id, classId: detail.id },
    item: { type: 'RECORDED_CLASS', id: detail.id },
    listPrice: detail.price,
    credit: credit.data?.balance,
    base: {},
    checkout: { returnPath: paths.classDetail(detail.id), paid: { kind: 'video', classId: detail.id } },
    send: (body, key) =>
      dataOrThrow(
        apiClient.POST('/class/{classId}/buy', {
          params: { path: { classId: detail.id }, header: { [IDEMPOTENCY_KEY]: key } },
          body,
        }),
      ),
    onBooked: () => {
      void queryClient.invalidateQueries({ queryKey: ['get', '/customer/v1/get/videos/{videoId}'] });
      void queryClient.invalidateQueries({ queryKey: ['get', '/customer/v1/get/videos'] });
    },
  });

  return (
    <BookingDialog
      verb="buy"
      title={intl.formatMessage(messages.buyTitle, { title: detail.title })}
      onClose={onClose}
      request={request}
      online={online}
      payment={credit.data ? { price: price.price, method, pack: pack?.name } : null}
      confirmed={() => <Bought detail={detail} price={price.price} pack={paidWith} />}
    >
      <Stack space="large">
        <Facts
          rows={[
            [
              intl.formatMessage(messages.buyWhat),
              intl.formatMessage(messages.buyWhatValue, {
                title: detail.title,
                trainer: fullName(detail.trainer),
                minutes: detail.durationMinutes,
              }),
            ],
            [intl.formatMessage(messages.factPrice), <CheckedPrice key="price" price={price} />],
          ]}
        />
        <PromoCodeField price={price} trainer={detail.trainer.firstName} isDisabled={request.isSending} />
        <CreditPaymentChoice credit={credit} {...choice} creditShort={bookingMessages.buyCreditShort} />
        <Text as="p" size="small" tone="muted">
          {intl.formatMessage(messages.buyTerms)}
        </Text>
      </Stack>
    </BookingDialog>
  );
}
