import type { CalendarDate } from '@/design-system';
import type { FieldErrors } from '@/app/lib/forms/useFormFields';
import { messages } from './messages';

/** 7 to 15 digits, spaces, brackets and dashes, with an optional leading +. */
const PHONE = /^\+?[\d\s()-]+$/;

export interface ProfileValues extends Record<string, unknown> {
  photo: File[];
  firstName: string;
  lastName: string;
  mobileNumber: string;
  dateOfBirth: CalendarDate | null;
  gender: string;
  favouriteCategories: string[];
}

/**
 * What is wrong with the profile's values (today is passed in for the date of birth). A missing name
 * also says, above the form, that every required field needs filling in; a wrong optional field (the
 * mobile number, the date of birth) is said on its own, as the summary too.
 */
export function profileErrors(values: ProfileValues, now: CalendarDate): FieldErrors<ProfileValues> {
  const digits = values.mobileNumber.replace(/\D/g, '').length;
  const errors: FieldErrors<ProfileValues> = {
    firstName: !values.firstName.trim() && messages.firstNameMissing,
    lastName: !values.lastName.trim() && messages.lastNameMissing,
    mobileNumber:
      values.mobileNumber.trim() !== '' &&
      (!PHONE.test(values.mobileNumber.trim()) || digits < 7 || digits > 15) &&
      messages.mobileInvalid,
    dateOfBirth: values.dateOfBirth !== null && values.dateOfBirth.compare(now) >= 0 && messages.dateOfBirthFuture,
  };
  return errors.firstName || errors.lastName ? { ...errors, form: messages.required } : errors;
}
