import type { Role, Tokens } from '../../session/session';
import type { SignUpInput } from './useAuthFlows';

/*
 * The product API calls around signing in. The contract (openapi/api.yaml) does not have them yet:
 * GET /customer/email-verification/{customer,trainer}?email, the profile read (firstName) and the
 * profile creation after sign-up. Until it does, these resolve without a server call.
 */

/** Throws WrongDoorError when the email belongs to the other kind of account. */
export async function checkAccountKind(_role: Role, _email: string, _idToken: string): Promise<void> {}

/** The first name from the profile of the signed-in account. */
export async function readFirstName(_role: Role, _tokens: Tokens): Promise<string | null> {
  return null;
}

/** Creates the customer or trainer profile of a new account. */
export async function createProfile(_role: Role, _tokens: Tokens, _input: SignUpInput): Promise<void> {}
