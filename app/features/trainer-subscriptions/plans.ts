/** The trainer's plans: listed with GET, created with POST. */
export const PLANS = '/subscription';
/** One plan: read to edit it, changed with PUT. */
export const PLAN = '/subscription/{subscriptionId}';

/** The list's parameters, for the query and for the cache entry a save or delete updates. */
export const plansQuery = (trainerId: string) => ({ params: { query: { trainerId } } });
