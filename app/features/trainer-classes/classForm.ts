import { parseAbsolute, toCalendarDateTime, toZoned, type CalendarDateTime } from '@/design-system';
import type { Schema } from '@/sdk';
import type { HeldFile, StoredFile } from '@/design-system';
import type { ClassFormInput } from '@/sdk/calls';
import { meetsPriceRule, minimumPrice, toPence } from '@/app/lib/format/priceRule';
import type { FieldErrors, FormMessage } from '@/app/lib/forms/useFormFields';
import { feeValues, NO_FEES, toFeePolicy, validateFees, type FeeValues } from '@/app/lib/fee-policy/feePolicy';
import { messages } from './messages';
import type { Weekday } from '@/app/lib/time/weekdays';

/** The trainer's classes (the list, and what a saved class refreshes). */
export const CLASSES_LIST = '/class/web/from-trainer';

/** Images (a class's pictures) and certificates are refused above 1 MB. */
export const MAX_IMAGE_BYTES = 1024 * 1024;
/** A class shows at most five pictures; the first is its cover. */
export const MAX_IMAGES = 5;
export type Difficulty = Schema<'Difficulty'>;
/** Live (scheduled sessions people book places on) or recorded (a video people buy and watch). */
export type ClassKind = 'live' | 'recorded';

/**
 * The class form as typed: numbers are NaN while empty, the price in pounds, the start in the
 * trainer's time zone. A new live class's fees are the trainer's default or its own (an edited
 * class's are its fees section's, below the form).
 */
export interface ClassValues extends FeeValues {
  fees: 'default' | 'own';
  title: string;
  /** The pictures in order: the class's own (by URL) and the files chosen to add. */
  images: HeldFile[];
  description: string;
  category: string | null;
  difficulty: Difficulty | null;
  equipment: string[];
  kind: ClassKind;
  startDate: CalendarDateTime | null;
  repeatDays: Weekday[];
  durationMinutes: number;
  capacity: number;
  price: number;
  video: File[];
}

const filled = (value: number) => Number.isFinite(value);

/** A new class: live, an hour, priced at the minimum for an hour. */
export const emptyClass = (): ClassValues => ({
  title: '',
  images: [],
  description: '',
  category: null,
  difficulty: null,
  equipment: [],
  kind: 'live',
  startDate: null,
  repeatDays: [],
  durationMinutes: 60,
  capacity: 20,
  price: minimumPrice(60) / 100,
  video: [],
  fees: 'default',
  ...feeValues(NO_FEES),
});

/** A picture the class already has, named by the last part of its URL. */
const storedPicture = (url: string): StoredFile => ({
  url,
  name: decodeURIComponent(url.split(/[?#]/)[0]?.split('/').pop() ?? '') || url,
});

/** An existing class as the form starts with it, its pictures among them. */
export function fromClass(detail: Schema<'ClassDetail'>, timeZone: string): ClassValues {
  return {
    title: detail.title,
    images: detail.imageUrls.map(storedPicture),
    description: detail.description,
    category: detail.category,
    difficulty: detail.difficulty,
    equipment: [...detail.equipment],
    kind: detail.isLive ? 'live' : 'recorded',
    startDate: toCalendarDateTime(parseAbsolute(detail.startDate, timeZone)),
    repeatDays: [...detail.repeatDays],
    durationMinutes: detail.durationMinutes,
    capacity: detail.capacity ?? NaN,
    price: detail.price.amount / 100,
    video: [],
    fees: 'default',
    ...feeValues(NO_FEES),
  };
}

/** Whether the form sets a new class's own fees: a live class, on its own fees rather than the trainer's default. */
const hasOwnFees = (values: ClassValues) => values.kind === 'live' && values.fees === 'own';

/** A new class's own fees as the form typed them, checked as a class's fees are: none above its price (`abovePrice` says so). */
export const validateOwnFees = (values: ClassValues, abovePrice: FormMessage): FieldErrors<FeeValues> =>
  hasOwnFees(values)
    ? validateFees(values, { price: { amount: toPence(values.price), currency: 'GBP' }, abovePrice })
    : {};

/**
 * A new class's fees as its policy takes them once it is created, or nothing when it keeps the
 * trainer's default (every new class starts on it, not recorded).
 */
export const ownFeesPolicy = (values: ClassValues): Schema<'ClassPolicyInput'> | undefined =>
  hasOwnFees(values)
    ? { usesDefault: false, fees: toFeePolicy(values), recorded: false, replaysForSale: false }
    : undefined;

/**
 * What is wrong with each field: title, description, category, difficulty and start required;
 * the start not in the past (`now`); a duration of 5 to 240 minutes; places for a live class;
 * the price at least £20 per 45 minutes of duration. While a required field is empty the form's
 * summary is the spec's "Please fill in all required fields" (each field still says what it needs).
 */
export function validateClass(
  values: ClassValues,
  now: Date,
  timeZone: string,
): FieldErrors<ClassValues & { form: unknown }> {
  const start = values.startDate && toZoned(values.startDate, timeZone).toDate();
  const durationOk = filled(values.durationMinutes) && values.durationMinutes >= 5 && values.durationMinutes <= 240;
  const live = values.kind === 'live';
  const missing =
    [values.title, values.description].some((text) => !text.trim()) ||
    !values.category ||
    !values.difficulty ||
    !values.startDate ||
    [values.durationMinutes, values.price, live ? values.capacity : 0].some((value) => !filled(value));
  return {
    form: missing && messages.requiredFields,
    title: !values.title.trim() && messages.titleRequired,
    description: !values.description.trim() && messages.descriptionRequired,
    category: !values.category && messages.categoryRequired,
    difficulty: !values.difficulty && messages.difficultyRequired,
    startDate: !start ? messages.startRequired : start.getTime() < now.getTime() && messages.startInPast,
    durationMinutes: !durationOk && messages.durationInvalid,
    capacity: live && !(filled(values.capacity) && values.capacity >= 1) && messages.capacityInvalid,
    price:
      durationOk && !(filled(values.price) && meetsPriceRule(toPence(values.price), values.durationMinutes))
        ? messages.priceTooLow
        : !filled(values.price) && messages.priceRequired,
  };
}

/**
 * The form's values as the API takes them (call only once `validateClass` found nothing). Editing a
 * class sends the chosen files and `imageOrder`: the pictures it keeps by URL and `new` for each
 * file, in the order shown, so pictures not added, removed or moved stay as they are.
 */
export function toClassInput(values: ClassValues, timeZone: string, editing = false): ClassFormInput {
  const live = values.kind === 'live';
  const files = values.images.filter((image) => image instanceof Blob);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category ?? '',
    difficulty: values.difficulty ?? 'BEGINNER',
    isLive: live,
    startDate: values.startDate ? toZoned(values.startDate, timeZone).toAbsoluteString() : '',
    durationMinutes: values.durationMinutes,
    price: toPence(values.price),
    ...(live ? { capacity: values.capacity } : {}),
    sessionType: live && values.repeatDays.length > 0 ? 'RECURRING' : 'SINGLE',
    repeatDays: live ? values.repeatDays : [],
    equipment: values.equipment,
    ...(files.length > 0 ? { images: files } : {}),
    ...(editing ? { imageOrder: values.images.map((image) => (image instanceof Blob ? 'new' : image.url)) } : {}),
  };
}
