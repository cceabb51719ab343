/** The SDK's public surface: configuration, typed clients, React Query bindings, helpers and types. */
export { configureSdk, type SdkConfig, type SdkOptions, type Service } from './config';
export { $api, apiClient, identityClient, authClient, createAppQueryClient } from './clients';
export { ApiRequestError, isApiError, toApiError, type ApiError } from './errors';
export type { components, paths, operations } from './generated/api';
export type * from './types';
