import { clearRecord, readRecord } from './record';
import { deleteBrowserToken } from './tokens';

/**
 * On logout: push goes off on this browser (the record and the customer's `CustomerToken` go at
 * once, in every tab) and its token is deleted; a failure to delete is only logged.
 */
export async function forgetPushToken(): Promise<void> {
  if (!readRecord()) return;
  clearRecord();
  try {
    await deleteBrowserToken();
  } catch (error) {
    console.warn('token-unsubscribe-failed', error);
  }
}
