import { useMemo, useState } from 'react';
import type { CalendarDate } from '@/design-system';
import { $api, type Schema } from '@/sdk';
import { Button, Calendar, EmptyState, Radio, RadioGroup, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formatMoney } from '@/app/lib/format/format';
import { QueryView } from '@/app/lib/queries/QueryView';
import { OneToOneLoading, type OneToOneProps } from './OneToOneLoading';
import { OneToOneDialog } from './OneToOneDialog';
import { freeSlots, localDay, type Busy, type Slot } from './slots';
import { messages } from './messages';
import * as styles from './TrainerProfile.css';
import { dateFormats } from '@/app/lib/time/format';
import { monthAheadWindow } from '@/app/lib/time/windows';

type Offer = Schema<'OneToOneOffer'>;
type Availability = Schema<'Availability'>;

interface PickerProps extends OneToOneProps {
  offers: Offer[];
  availability: Availability;
  /** The trainer's busy times in the month ahead (when only, never with whom). */
  busy: Busy[];
  /** Reads the busy times again: once a booking's dialog closes, a time someone took meanwhile goes. */
  refresh: () => void;
  now: Date;
}

/**
 * Picking an offer, a day and a free start time (shown in the viewer's time zone), then booking
 * it. A time the trainer is busy, or booked here since the page opened, is not offered.
 */
function SlotPicker({ trainerId, name, offers, availability, busy, refresh, now }: PickerProps) {
  const intl = useIntl();
  const [offerId, setOfferId] = useState(offers[0]?.id ?? '');
  const [day, setDay] = useState<CalendarDate | null>(null);
  const [startTime, setStartTime] = useState<string | null>(null);
  const [booking, setBooking] = useState<Slot | null>(null);
  const [bookedHere, setBookedHere] = useState<Slot[]>([]);
  const offer = offers.find((item) => item.id === offerId) ?? offers[0];

  const slots = useMemo(
    () => (offer ? freeSlots(availability, offer.durationMinutes, now, [...busy, ...bookedHere]) : []),
    [availability, offer, now, busy, bookedHere],
  );
  const days = useMemo(() => {
    const byDay = new Map<string, Slot[]>();
    for (const slot of slots) {
      const key = localDay(slot).toString();
      byDay.set(key, [...(byDay.get(key) ?? []), slot]);
    }
    return byDay;
  }, [slots]);
  const first = slots[0];
  const last = slots.at(-1);
  const daySlots = day ? (days.get(day.toString()) ?? []) : [];
  const slot = daySlots.find((item) => item.start.toISOString() === startTime);

  if (!offer) return null;
  const pickOffer = (id: string) => {
    setOfferId(id);
    setStartTime(null);
  };
  const pickDay = (value: CalendarDate) => {
    setDay(value);
    setStartTime(null);
  };

  return (
    <Stack space="large">
      <RadioGroup label={intl.formatMessage(messages.oneToOneOffer)} value={offer.id} onChange={pickOffer}>
        {offers.map((item) => (
          <Radio
            key={item.id}
            value={item.id}
            description={intl.formatMessage(messages.oneToOneOfferDetail, {
              minutes: item.durationMinutes,
              price: formatMoney(intl, item.price),
              description: item.description,
            })}
          >
            {item.title}
          </Radio>
        ))}
      </RadioGroup>
      {!first || !last ? (
        <EmptyState
          headingLevel={3}
          title={intl.formatMessage(messages.oneToOneNoSlotsTitle)}
          description={intl.formatMessage(messages.oneToOneNoSlotsBody, { name })}
        />
      ) : (
        <div className={styles.slotPicker}>
          <Calendar
            aria-label={intl.formatMessage(messages.oneToOneDay)}
            value={day}
            onChange={pickDay}
            minValue={localDay(first)}
            maxValue={localDay(last)}
            defaultFocusedValue={localDay(first)}
            isDateUnavailable={(date) => !days.has(date.toString())}
          />
          <Stack space="medium">
            {day ? (
              <RadioGroup
                label={intl.formatMessage(messages.oneToOneTime, {
                  date: intl.formatDate(day.toString(), { ...dateFormats.weekdayLong, timeZone: 'UTC' }),
                })}
                orientation="horizontal"
                value={startTime}
                onChange={setStartTime}
              >
                {daySlots.map((item) => (
                  <Radio key={item.start.getTime()} value={item.start.toISOString()}>
                    {intl.formatTime(item.start, dateFormats.time)}
                  </Radio>
                ))}
              </RadioGroup>
            ) : (
              <Text tone="muted">{intl.formatMessage(messages.oneToOnePickDay)}</Text>
            )}
            <div>
              <Button size="large" isDisabled={!slot} onPress={() => slot && setBooking(slot)}>
                {intl.formatMessage(messages.oneToOneBook)}
              </Button>
            </div>
          </Stack>
        </div>
      )}
      {booking && (
        <OneToOneDialog
          trainerId={trainerId}
          name={name}
          offer={offer}
          slot={booking}
          onClose={() => {
            setBooking(null);
            refresh();
          }}
          onBooked={(booked) => {
            setBookedHere((slots) => [...slots, booked]);
            setStartTime(null);
          }}
        />
      )}
    </Stack>
  );
}

/**
 * A signed-in customer's booking: the trainer's active offers, her weekly availability, and her
 * busy times in the month ahead (`listTrainerBusyTimes`: when she is taken, never by whom, so the
 * customer reads nothing of her other customers).
 */
export default function CustomerOneToOne({ trainerId, name }: OneToOneProps) {
  const intl = useIntl();
  const [now] = useState(() => new Date());
  const path = { params: { path: { trainerId } } };
  const range = { params: { path: { trainerId }, query: monthAheadWindow(now) } };
  const offers = $api.useQuery('get', '/trainer/{trainerId}/one-to-one-offers', path, {
    select: (list) => list.filter((offer) => offer.active),
  });
  const availability = $api.useQuery('get', '/trainer/{trainerId}/availability', path);
  const busy = $api.useQuery('get', '/trainer/{trainerId}/busy-times', range);
  const loading = <OneToOneLoading />;
  const errorTitle = intl.formatMessage(messages.oneToOneError);
  return (
    <QueryView
      query={offers}
      loading={loading}
      errorTitle={errorTitle}
      empty={{
        title: intl.formatMessage(messages.oneToOneEmptyTitle),
        description: intl.formatMessage(messages.oneToOneEmptyBody, { name }),
      }}
      isEmpty={(list) => list.length === 0}
    >
      {(list) => (
        <QueryView query={availability} loading={loading} errorTitle={errorTitle}>
          {(weekly) => (
            <QueryView query={busy} loading={loading} errorTitle={errorTitle}>
              {(taken) => (
                <SlotPicker
                  trainerId={trainerId}
                  name={name}
                  offers={list}
                  availability={weekly}
                  busy={taken}
                  refresh={() => void busy.refetch()}
                  now={now}
                />
              )}
            </QueryView>
          )}
        </QueryView>
      )}
    </QueryView>
  );
}
