import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/sdk';
import { disputeWords, feeNote } from './words';

const intl = createIntl({ locale: 'en-GB', timeZone: 'UTC', onError: () => undefined });

const fee: Schema<'Fee'> = {
  id: 'fe_9011',
  kind: 'NO_SHOW',
  status: 'PENDING',
  amount: { amount: 1500, currency: 'GBP' },
  session: {
    classId: 'cl_2008',
    instanceId: 'ci_2008_20261120',
    title: 'Yin Yoga for Deep Release',
    startDate: '2026-11-20T20:00:00Z',
    endDate: '2026-11-20T21:15:00Z',
  },
  trainer: { id: 'tr_1003', firstName: 'Priya', lastName: 'Sharma', avatarUrl: '/media/trainers/priya-sharma.svg' },
  graceEndsAt: '2026-11-21T21:15:00Z',
  dispute: null,
  invoiceId: null,
};
const inGrace = new Date('2026-11-21T09:00:00Z');

describe('what a fee says', () => {
  it('in its grace, when it is charged unless disputed or waived', () => {
    expect(feeNote(intl, fee, inGrace)).toBe(
      'Charged on Saturday 21 November at 21:15 unless you dispute it before then or the trainer waives it.',
    );
  });

  it('disputed, the reason sent and that it waits for the trainer; waived, that nothing is charged', () => {
    const dispute = { reason: 'The room would not load.', disputedAt: '2026-11-21T08:40:00Z' };
    expect(feeNote(intl, { ...fee, status: 'DISPUTED', dispute }, inGrace)).toBe(
      'You disputed it on Saturday 21 November at 08:40: “The room would not load.” It is not charged unless the trainer keeps it.',
    );
    expect(feeNote(intl, { ...fee, status: 'WAIVED', dispute }, inGrace)).toBe(
      'The trainer waived it: you are not charged.',
    );
  });

  it('charged (its grace over, or a late cancellation), nothing more than its status', () => {
    expect(feeNote(intl, fee, new Date('2026-11-22T00:00:00Z'))).toBeUndefined();
    expect(
      feeNote(intl, { ...fee, kind: 'LATE_CANCEL', status: 'CHARGED', graceEndsAt: null }, inGrace),
    ).toBeUndefined();
  });

  it('the dispute dialog names the fee, its session and who decides, before anything is sent', () => {
    expect(disputeWords(intl, fee)).toBe(
      'The £15 no-show fee for Yin Yoga for Deep Release on Friday 20 November is not charged while your trainer reads your reason and decides whether to waive or keep it.',
    );
  });
});
