import { CalendarDate } from '@/design-system';
import { describe, expect, it } from 'vitest';
import { isAdult, isUkMobile, missingSteps, toProfileUpdate } from './profile';

describe('the trainer profile', () => {
  it('takes UK mobile numbers, local or international, spaces allowed', () => {
    for (const number of ['07700 900456', '07700900456', '+44 7700 900456', '+447700900456', '07700-900-456'])
      expect(isUkMobile(number)).toBe(true);
    for (const number of ['020 7946 0018', '0770090045', '+33 6 12 34 56 78', '07700 9004567', ''])
      expect(isUkMobile(number)).toBe(false);
  });

  it('needs the trainer to be 18 or older today', () => {
    const today = new CalendarDate(2026, 11, 24);
    expect(isAdult(new CalendarDate(2008, 11, 24), today)).toBe(true);
    expect(isAdult(new CalendarDate(2008, 11, 25), today)).toBe(false);
  });

  it('sends the number in international form and the date as a day', () => {
    const update = toProfileUpdate(
      {
        bio: ' I teach yoga. ',
        gender: 'NON_BINARY',
        dateOfBirth: new CalendarDate(1990, 7, 12),
        mobileNumber: '07700 900456',
        skills: ['Yoga'],
        professionalTraining: ['Level 3 Diploma in Personal Training'],
      },
      { firstName: 'Priya', lastName: 'Sharma' },
    );
    expect(update).toEqual({
      firstName: 'Priya',
      lastName: 'Sharma',
      bio: 'I teach yoga.',
      gender: 'NON_BINARY',
      dateOfBirth: '1990-07-12',
      mobileNumber: '+447700900456',
      skills: ['Yoga'],
      professionalTraining: ['Level 3 Diploma in Personal Training'],
    });
  });

  it('says what is missing before classes can be published', () => {
    const done = { bio: 'Yoga teacher', skills: ['Yoga'] };
    expect(missingSteps(done, [{ status: 'VALIDATED' }], true)).toEqual([]);
    expect(missingSteps({ bio: ' ', skills: [] }, [], false)).toEqual(['profile', 'certificate', 'bankAccount']);
    expect(missingSteps(done, [{ status: 'PENDING_REVIEW' }, { status: 'REJECTED' }], true)).toEqual(['certificate']);
  });
});
