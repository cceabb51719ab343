import type { CalendarDate } from '@/design-system';
import type { Schema } from '@/sdk';

export type Gender = Schema<'Gender'>;

/** The profile step as typed. */
export interface ProfileValues extends Record<string, unknown> {
  bio: string;
  gender: Gender | null;
  dateOfBirth: CalendarDate | null;
  mobileNumber: string;
  skills: string[];
  professionalTraining: string[];
}

/** A UK mobile number: 07… or +44 7…, ten digits after the 0, spaces allowed (07700 900456, +44 7700 900456). */
export const isUkMobile = (value: string) => /^(?:\+44|0)7\d{9}$/.test(value.replace(/[\s-]/g, ''));

/** True when someone born on `born` is 18 or older on `today`. */
export const isAdult = (born: CalendarDate, today: CalendarDate) => born.add({ years: 18 }).compare(today) <= 0;

/** The profile as `PUT /trainer/{id}` takes it, with the names the profile already has. */
export function toProfileUpdate(
  values: ProfileValues,
  names: { firstName: string; lastName: string },
): Schema<'TrainerProfileUpdate'> {
  return {
    ...names,
    bio: values.bio.trim(),
    ...(values.gender ? { gender: values.gender } : {}),
    ...(values.dateOfBirth ? { dateOfBirth: values.dateOfBirth.toString() } : {}),
    mobileNumber: values.mobileNumber.replace(/[\s-]/g, '').replace(/^0/, '+44'),
    skills: values.skills,
    professionalTraining: values.professionalTraining,
  };
}

/** What a trainer still has to do before they can publish classes. */
export type Missing = 'profile' | 'certificate' | 'bankAccount';

/**
 * The steps still open: a profile without bio or skills, no validated certificate, no bank
 * account. A trainer with no validated certificate cannot publish classes.
 */
export function missingSteps(
  profile: Pick<Schema<'TrainerProfile'>, 'bio' | 'skills'>,
  certificates: readonly Pick<Schema<'Certificate'>, 'status'>[],
  hasBankAccount: boolean,
): Missing[] {
  return [
    ...(!profile.bio.trim() || profile.skills.length === 0 ? (['profile'] as const) : []),
    ...(certificates.some((c) => c.status === 'VALIDATED') ? [] : (['certificate'] as const)),
    ...(hasBankAccount ? [] : (['bankAccount'] as const)),
  ];
}
