import { defineMessages } from '@/app/i18n';

/** A late-cancel window and fee and a no-show fee as a trainer sets them (her default, or a class's own). */
export const messages = defineMessages({
  window: { id: 'feePolicy.window', defaultMessage: 'Late-cancel window (hours)' },
  windowHint: {
    id: 'feePolicy.windowHint',
    defaultMessage:
      'Cancelling less than this many hours before the start is late. 0 means no window: cancelling is never late, so there is no late-cancel fee.',
  },
  windowRange: { id: 'feePolicy.windowRange', defaultMessage: 'Enter whole hours from 0 to 72' },
  windowNeeded: {
    id: 'feePolicy.windowNeeded',
    defaultMessage: 'A late-cancel fee needs a window of 1 to 72 hours',
  },
  lateCancelFee: { id: 'feePolicy.lateCancelFee', defaultMessage: 'Late-cancel fee' },
  noShowFee: { id: 'feePolicy.noShowFee', defaultMessage: 'No-show fee' },
  feeHint: { id: 'feePolicy.feeHint', defaultMessage: 'Leave empty for no fee.' },
  feeNegative: { id: 'feePolicy.feeNegative', defaultMessage: 'Enter a fee of £0 or more' },
  feeAbovePrice: {
    id: 'feePolicy.feeAbovePrice',
    defaultMessage: 'Enter a fee no higher than the class’s price ({price})',
  },
  neverAbovePaid: {
    id: 'feePolicy.neverAbovePaid',
    defaultMessage:
      'A fee is never more than the customer paid for the session, and a no-show fee is charged only 24 hours after the session, once you could waive it and they could dispute it.',
  },
});
