/** Run-time configuration of the SDK; the app calls `configureSdk` at start-up (before or after import). */
/** The services: the token refresh is a service of its own (securetoken.googleapis.com beside identitytoolkit). */
export type Service = 'api' | 'identity' | 'token' | 'auth';

/** The contract in openapi/ each service's operations are in: the token service's is the identity contract. */
export const contractOf = (service: Service) => (service === 'token' ? 'identity' : service);

export interface SdkConfig {
  /** Base URL of each service; relative URLs resolve against the page. */
  baseUrls: Record<Service, string>;
  /** The signed-in user's idToken, sent as the bearer token on secured product operations. */
  getToken: () => string | undefined | Promise<string | undefined>;
  /** The identity service's web API key, sent as the `key` query parameter. */
  identityApiKey: string;
  /**
   * Called when a secured operation answers 401: renews the session's token and answers the new
   * one, with which the request is sent once more; or undefined when it could not be renewed (the
   * 401 then stands).
   */
  renewToken?: (() => Promise<string | undefined>) | undefined;
  /** Called when a secured operation answers 401 to a token that has just been renewed: the API no longer accepts the person. */
  onUnauthorized?: (() => void) | undefined;
  /** The language the app is shown in (`en`, `es`), sent as `Accept-Language` on every call; none, the browser's own. */
  language?: (() => string | undefined) | undefined;
  /** The fetch to use (tests pass a fake); defaults to the global fetch at request time. */
  fetch?: typeof globalThis.fetch | undefined;
}

export type SdkOptions = Partial<Omit<SdkConfig, 'baseUrls'>> & { baseUrls?: Partial<Record<Service, string>> };

const defaults: SdkConfig = {
  baseUrls: { api: '/api', identity: '/identity', token: '/securetoken', auth: '/api/auth' },
  getToken: () => undefined,
  identityApiKey: '',
};

let current: SdkConfig = defaults;

/** Sets the SDK's configuration; omitted fields keep their defaults. */
export function configureSdk(options: SdkOptions): void {
  current = { ...defaults, ...options, baseUrls: { ...defaults.baseUrls, ...options.baseUrls } };
}

/** The configuration in force now (read at request time). */
export function sdkConfig(): SdkConfig {
  return current;
}
