import { apiClient, dataOrThrow, signOut as signOutOfAuthClient } from '@/sdk';
import { announceSignedOut, clearSession, loginPath, sessions, type Role } from './session';

/**
 * Ends a session here at once, then tells the sign-out listeners (push has the API forget this
 * browser's token, a call the session's token still signs; the answers kept for reading offline go),
 * and only then revokes its tokens at the product API and ends the auth client's session; failures
 * there are only logged: this browser is signed out either way. Other tabs follow through the
 * persisted state. Logout, the customer's 1-hour limit and a session the identity service refuses
 * to renew all end here.
 */
export async function signOut(role: Role) {
  const idToken = sessions[role].currentUser?.idToken;
  clearSession(role);
  const goodbyes = await Promise.allSettled(announceSignedOut(role, idToken));
  const revoke = idToken
    ? dataOrThrow(apiClient.POST('/user/logout', { headers: { Authorization: `Bearer ${idToken}` } }))
    : Promise.resolve();
  const results = [...goodbyes, ...(await Promise.allSettled([revoke, signOutOfAuthClient(loginPath[role])]))];
  for (const result of results) {
    if (result.status === 'rejected') console.warn('Signing out at the server failed.', result.reason);
  }
}
