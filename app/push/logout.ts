import { forgetAtApi } from './push';
import { clearRecord, readRecord } from './record';
import { deleteBrowserToken } from './tokens';

/**
 * On logout: push goes off on this browser (the record and the customer's `CustomerToken` go at
 * once, in every tab), the token is deleted and the API is told to forget it (signed with the ended
 * session's `idToken`); a failure of either is only logged.
 */
export async function forgetPushToken(idToken?: string): Promise<void> {
  const record = readRecord();
  if (!record) return;
  clearRecord();
  try {
    await deleteBrowserToken();
  } catch (error) {
    console.warn('token-unsubscribe-failed', error);
  }
  await forgetAtApi(record, idToken);
}
