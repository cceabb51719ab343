/** The SDK's public surface: configuration, typed clients, React Query bindings, helpers and types. */
export { configureSdk, type SdkConfig, type SdkOptions, type Service } from './config';
export { $api, apiClient, identityClient, authClient, createAppQueryClient } from './clients';
export { IDEMPOTENCY_KEY } from './middleware';
export {
  ApiRequestError,
  isApiError,
  toApiError,
  dataOrThrow,
  failureKind,
  NOT_AVAILABLE,
  failureMessage,
  isRefusal,
  isConflict,
  isSignedOut,
  type ApiError,
  type DataOptions,
  type FailureKind,
} from './errors';
// The calls of `sdk/calls` (deletes, the class form) and of `sdk/signIn` (the sign-in, sign-up and
// account screens') are imported from there by the screens that send them.
export { refreshToken, type TokenRefreshResult } from './identity';
export { getCsrf, getSession, signOut, log, type Session } from './auth';
export type { components, paths, operations } from './generated/api';
export type * from './types';
