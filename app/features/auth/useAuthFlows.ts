import { useMutation } from '@tanstack/react-query';
import { confirmOobCode, sendOobCode, signInWithPassword, signUpWithPassword, updateAccount } from '../../session/identity';
import {
  profileLoaded,
  sessions,
  signedIn,
  signInFailed,
  signInStarted,
  tokensRefreshed,
  type Role,
  type Tokens,
} from '../../session/session';
import { checkAccountKind, createProfile, readFirstName } from './account';

/** Runs a sign-in or sign-up with the session's flags: in progress, then signed in or failed (and rethrown). */
async function withSessionFlags(role: Role, run: () => Promise<{ tokens: Tokens; firstName: string | null }>) {
  signInStarted(role);
  try {
    const { tokens, firstName } = await run();
    signedIn(role, tokens);
    if (firstName) profileLoaded(role, firstName);
    return tokens;
  } catch (error) {
    signInFailed(role);
    throw error;
  }
}

export interface SignInInput {
  email: string;
  password: string;
}

/** Login: the identity service, then the account-kind check (wrong door), then the profile's first name. */
export function usePasswordSignIn(role: Role) {
  return useMutation({
    mutationFn: (input: SignInInput) =>
      withSessionFlags(role, async () => {
        const tokens = await signInWithPassword(input);
        await checkAccountKind(role, input.email, tokens.idToken);
        return { tokens, firstName: await readFirstName(role, tokens) };
      }),
  });
}

export interface SignUpInput extends SignInInput {
  firstName: string;
  lastName: string;
}

/** Sign-up: the account at the identity service, then the profile; signed in on success. */
export function useSignUp(role: Role) {
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      withSessionFlags(role, async () => {
        const tokens = await signUpWithPassword({ email: input.email, password: input.password });
        await createProfile(role, tokens, input);
        return { tokens, firstName: input.firstName };
      }),
  });
}

/** Emails a one-time code to verify the signed-in account's email. */
export function useSendVerificationCode(role: Role) {
  return useMutation({
    mutationFn: () => {
      const idToken = sessions[role].currentUser?.idToken;
      if (!idToken) throw new Error('Sending a verification code needs a signed-in account.');
      return sendOobCode({ requestType: 'VERIFY_EMAIL', idToken });
    },
  });
}

/** Confirms an emailed one-time code (with a new password when resetting it). */
export function useConfirmCode() {
  return useMutation({ mutationFn: confirmOobCode });
}

/** Emails a password-reset code. */
export function useSendResetCode() {
  return useMutation({ mutationFn: (email: string) => sendOobCode({ requestType: 'PASSWORD_RESET', email }) });
}

/** Changes the signed-in account's password or email; the fresh tokens replace the old ones. */
export function useUpdateAccount(role: Role) {
  return useMutation({
    mutationFn: async (change: { password: string } | { email: string }) => {
      const idToken = sessions[role].currentUser?.idToken;
      if (!idToken) throw new Error('Changing the account needs a signed-in account.');
      const result = await updateAccount({ idToken, ...change });
      const { refreshToken, localId, expiresIn } = result;
      if (result.idToken && refreshToken && localId && expiresIn) {
        tokensRefreshed(role, { idToken: result.idToken, refreshToken, localId, expiresIn });
      }
      return result;
    },
  });
}
