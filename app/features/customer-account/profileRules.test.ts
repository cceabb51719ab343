import { describe, expect, it } from 'vitest';
import { parseDate } from '@/design-system';
import { messages } from './messages';
import { profileErrors, type ProfileValues } from './profileRules';

const TODAY = parseDate('2026-11-24');
const valid: ProfileValues = {
  photo: [],
  firstName: 'olivia',
  lastName: 'Hughes',
  mobileNumber: '+44 7700 900123',
  dateOfBirth: parseDate('1992-04-18'),
  gender: 'FEMALE',
  favouriteCategories: [],
};
const problems = (values: Partial<ProfileValues>) =>
  Object.fromEntries(Object.entries(profileErrors({ ...valid, ...values }, TODAY)).filter(([, m]) => m));

describe('profile rules', () => {
  it('accepts complete details, and empty optional ones', () => {
    expect(problems({})).toEqual({});
    expect(problems({ mobileNumber: '', dateOfBirth: null })).toEqual({});
  });

  it('needs both names', () => {
    expect(problems({ firstName: '  ', lastName: '' })).toEqual({
      firstName: messages.firstNameMissing,
      lastName: messages.lastNameMissing,
      form: messages.required,
    });
    expect(problems({ lastName: '' })).toEqual({ lastName: messages.lastNameMissing, form: messages.required });
  });

  it('takes a phone number of 7 to 15 digits only', () => {
    // Said on its own: nothing required is missing.
    expect(problems({ mobileNumber: '12345' })).toEqual({ mobileNumber: messages.mobileInvalid });
    expect(problems({ mobileNumber: 'call me' })).toEqual({ mobileNumber: messages.mobileInvalid });
    expect(problems({ mobileNumber: '(020) 7946-0958' })).toEqual({});
  });

  it('takes a date of birth before today', () => {
    expect(problems({ dateOfBirth: TODAY })).toEqual({ dateOfBirth: messages.dateOfBirthFuture });
  });
});
