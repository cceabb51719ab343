/** The trainer's packs: listed with GET, created with POST. */
export const PACKS = '/trainer/{trainerId}/packs';
/** One pack: read to edit it, changed with PUT. */
export const PACK = '/packs/{packId}';
/** Withdraws a pack from sale for good. */
export const WITHDRAW_PACK = '/packs/{packId}/withdraw';
/** The trainer's intro offer: read (404 when there is none) and saved with PUT. */
export const INTRO_OFFER = '/trainer/{trainerId}/intro-offer';
/** The trainer's promo codes: listed with GET, created with POST. */
export const PROMO_CODES = '/trainer/{trainerId}/promo-codes';
/** One promo code: read to edit it, changed (or paused) with PUT. */
export const PROMO_CODE = '/promo-codes/{promoCodeId}';
/** The trainer's classes, to choose the ones a pack pays for. */
export const TRAINER_CLASSES = '/class/web/from-trainer';

/** The parameters of a trainer's list, for its query and the cache entry a save updates. */
export const ofTrainer = (trainerId: string) => ({ params: { path: { trainerId } } });
/** The trainer's default late-cancel window and fee and no-show fee: read and saved with PUT. */
export const FEE_POLICY = '/trainer/{trainerId}/fee-policy';
