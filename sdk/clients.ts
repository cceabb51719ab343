import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { QueryClient } from '@tanstack/react-query';
import { contractOf, sdkConfig, type Service } from './config';
import type { paths as ApiPaths } from './generated/api';
import type { paths as IdentityPaths } from './generated/identity';
import type { paths as AuthPaths } from './generated/auth';
import { publicOperations } from './generated/security';
import { ApiRequestError, answerError, type ApiError } from './errors';
import { apiKey, bearerToken, networkErrors, retryOnceOn5xx, uiLanguage } from './middleware';

const resolve = (base: string) => (globalThis.location ? new URL(base, globalThis.location.href).href : base);
const fetchNow: typeof globalThis.fetch = (input, init) => (sdkConfig().fetch ?? globalThis.fetch)(input, init);

type Result = { error?: unknown; response: Response };
/**
 * Every failure becomes an `ApiRequestError` (an `Error` in the `ApiError` shape), whatever the
 * service's error body, or none; a designed `operation` the API does not offer yet gets `NOT_AVAILABLE`.
 */
const normalise = <R extends Result>(service: Service, operation: string, result: Promise<R>): Promise<R> =>
  result.then((r) => {
    if (r.response.ok || r.error instanceof ApiRequestError) return r;
    return { ...r, error: new ApiRequestError(answerError(service, operation, r.response.status, r.error)) };
  });

/**
 * An openapi-fetch client whose base URL and fetch are read from `sdkConfig()` at request time,
 * so `configureSdk` may run after import, and whose errors are normalised. Middleware order
 * matters: the retry runs last on the request (it clones the final request) and first on the response.
 */
function createServiceClient<Paths extends object>(
  service: Service,
  middleware: Middleware[],
  credentials: RequestCredentials = 'same-origin',
): Client<Paths> {
  const client = createFetchClient<Paths>({ credentials });
  client.use(
    networkErrors(),
    uiLanguage(),
    ...middleware,
    bearerToken(publicOperations[contractOf(service)]),
    retryOnceOn5xx(),
  );
  const runtime = (init: object | undefined) => ({
    ...init,
    baseUrl: resolve(sdkConfig().baseUrls[service]),
    fetch: fetchNow,
  });
  return new Proxy(client, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      if (key === 'request')
        return (method: string, url: string, init?: object) =>
          normalise(service, `${method.toUpperCase()} ${url}`, value(method, url, runtime(init)));
      if (typeof key === 'string' && /^[A-Z]+$/.test(key))
        return (url: string, init?: object) => normalise(service, `${key} ${url}`, value(url, runtime(init)));
      return value;
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    /** Queries and mutations over the SDK fail with an `ApiError`. */
    defaultError: ApiError;
  }
}

/** The product API client (bearer token on secured operations, one retry on 5xx, errors as `ApiRequestError`). */
export const apiClient = createServiceClient<ApiPaths>('api', []);
/** The identity service client (API key as `key`, one retry on 5xx). */
export const identityClient = createServiceClient<IdentityPaths>('identity', [apiKey()]);
/** The token service client: the identity contract's token refresh, at the token base (API key as `key`). */
export const tokenClient = createServiceClient<IdentityPaths>('token', [apiKey()]);
/**
 * The auth client (one retry on 5xx). Its session and CSRF token live in its cookies, so they are
 * sent to it on any origin (the other services are called with bearer tokens and API keys, and get
 * no cookies from another origin); a cross-origin auth client must allow this page's origin with
 * credentials in its CORS answers.
 */
export const authClient = createServiceClient<AuthPaths>('auth', [], 'include');

/**
 * React Query bindings over the product API, e.g.
 * `$api.useQuery('get', '/trainer/web/discover-trainers', { params: { query: { page: 0 } } })`.
 * Query keys are `[method, path, init]`, stable for equal arguments.
 */
export const $api = createQueryClient(apiClient);

/** A QueryClient for the app: no React Query retries, because the SDK already retries a 5xx once. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}
