import { useMutation } from '@tanstack/react-query';
import { resetPassword, sendOobCode, signInWithPassword, signUp, updateAccount } from '@/sdk/signIn';
import { profileLoaded, sessions, tokensRefreshed, type Role } from '@/app/session/session';
import { checkAccountKind, readProfile, saveNames, withSessionFlags } from './account';

export interface SignInInput {
  email: string;
  password: string;
}

/** Login: the identity service, then the account-kind check (wrong door), then the profile's first name. */
export function usePasswordSignIn(role: Role) {
  return useMutation({
    mutationFn: (input: SignInInput) =>
      withSessionFlags(
        role,
        () => signInWithPassword(input.email, input.password),
        async (tokens) => {
          await checkAccountKind(role, input.email);
          profileLoaded(role, await readProfile(tokens));
        },
      ),
  });
}

export interface SignUpInput extends SignInInput {
  firstName: string;
  lastName: string;
}

/** Sign-up: the account at the identity service, then the profile; signed in on success. */
export function useSignUp(role: Role) {
  return useMutation({
    mutationFn: ({ firstName, lastName, ...credentials }: SignUpInput) =>
      withSessionFlags(
        role,
        () => signUp(credentials.email, credentials.password),
        async (tokens) => {
          const { id, onboardingDone } = await saveNames(role, tokens, { firstName, lastName });
          profileLoaded(role, { id, firstName, onboardingDone });
        },
      ),
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

/** Confirms an emailed email-verification code. */
export function useConfirmCode() {
  return useMutation({ mutationFn: (oobCode: string) => updateAccount({ oobCode }) });
}

/** Sets a new password with an emailed password-reset code. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ oobCode, password }: { oobCode: string; password: string }) => resetPassword(oobCode, password),
  });
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
      const result = await updateAccount({ idToken, ...change, returnSecureToken: true });
      const { refreshToken, localId, expiresIn } = result;
      if (result.idToken && refreshToken && localId && expiresIn) {
        tokensRefreshed(role, { idToken: result.idToken, refreshToken, localId, expiresIn });
      }
      return result;
    },
  });
}
