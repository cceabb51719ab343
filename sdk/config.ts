/** Run-time configuration of the SDK; the app calls `configureSdk` at start-up (before or after import). */
export type Service = 'api' | 'identity' | 'auth';

export interface SdkConfig {
  /** Base URL of each service; relative URLs resolve against the page. */
  baseUrls: Record<Service, string>;
  /** The signed-in user's idToken, sent as the bearer token on secured product operations. */
  getToken: () => string | undefined | Promise<string | undefined>;
  /** The identity service's web API key, sent as the `key` query parameter. */
  identityApiKey: string;
  /** Called when a secured operation answers 401. */
  onUnauthorized?: (() => void) | undefined;
  /** The fetch to use (tests pass a fake); defaults to the global fetch at request time. */
  fetch?: typeof globalThis.fetch | undefined;
}

export type SdkOptions = Partial<Omit<SdkConfig, 'baseUrls'>> & { baseUrls?: Partial<Record<Service, string>> };

const defaults: SdkConfig = {
  baseUrls: { api: '/api', identity: '/identity', auth: '/api/auth' },
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
