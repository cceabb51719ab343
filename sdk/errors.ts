import type { components } from './generated/api';
import { designedOperations } from './generated/designed';
import { contractOf, type Service } from './config';

/** The one error shape every SDK failure is normalised to (the product API's `Error`). */
export type ApiError = components['schemas']['Error'];

/** A thrown `ApiError` (from the identity and auth helpers, and for network failures). */
export class ApiRequestError extends Error implements ApiError {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: string;
  readonly details: NonNullable<ApiError['details']>;

  constructor(error: ApiError) {
    super(error.message);
    this.status = error.status;
    this.code = error.code;
    this.details = error.details ?? [];
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** True for anything in the `ApiError` shape (a parsed body or an `ApiRequestError`). */
export function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) &&
    typeof value.status === 'number' &&
    typeof value.code === 'string' &&
    typeof value.message === 'string'
  );
}

/** A failure's own text, for a log or a summary that quotes it: the API's or the error's message, else the value as text. */
export const failureMessage = (error: unknown): string =>
  isApiError(error) || error instanceof Error ? error.message : String(error);

/**
 * What went wrong: no answer, the thing is missing, not open to this account, the request refused
 * (4xx), the server failed, or the call is one we designed that the API does not offer yet.
 */
export type FailureKind = 'offline' | 'missing' | 'forbidden' | 'refused' | 'server' | 'unavailable';

/** The code of the error a designed call (`x-designed`) gets when the API does not offer it yet. */
export const NOT_AVAILABLE = 'NOT_AVAILABLE';

/**
 * A designed call's answer that says the API does not offer it yet: 405 or 501, or a 404 without
 * the contract's `Error` body (a server's own "no such path"; the contract's 404s, such as a payout
 * bank account not added yet, carry an `Error`).
 */
export function notAvailable(operation: string, status: number, body: unknown): ApiError | undefined {
  if (status === 405 || status === 501 || (status === 404 && !isApiError(body)))
    return { status, code: NOT_AVAILABLE, message: `The API does not offer ${operation} yet.` };
  return undefined;
}

/** True when the API answered and refused what was sent (4xx): its message is about the request. */
export const isRefusal = (error: ApiError): boolean => error.status >= 400 && error.status < 500;

/** The kind of any failure (anything not in the `ApiError` shape, or status 0, went unanswered). */
export function failureKind(error: unknown): FailureKind {
  if (!isApiError(error) || error.status === 0) return 'offline';
  if (error.code === NOT_AVAILABLE) return 'unavailable';
  if (error.status === 404) return 'missing';
  if (error.status === 401 || error.status === 403) return 'forbidden';
  return isRefusal(error) ? 'refused' : 'server';
}

/** True when the API refused because it already holds what was asked (409: already followed, subscribed). */
export const isConflict = (error: unknown): boolean => isApiError(error) && error.status === 409;

/** True when the API no longer accepts the sign-in the call carried (401), as against a 403 for what the account may not see. */
export const isSignedOut = (error: unknown): boolean => isApiError(error) && error.status === 401;

const statusCodes: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * Normalises any failure body to `ApiError`: the product shape as is; the identity provider's
 * `{error: {message: 'WEAK_PASSWORD : …'}}` to code `WEAK_PASSWORD`; the auth client's
 * `{error: 'MissingSecretError', message}` to that name; anything else by HTTP status.
 */
export function toApiError(status: number, body: unknown): ApiError {
  if (isApiError(body)) return body;
  if (isRecord(body) && isRecord(body.error) && typeof body.error.message === 'string') {
    const message = body.error.message;
    return { status, code: message.split(' : ')[0] ?? message, message };
  }
  if (isRecord(body) && typeof body.error === 'string') {
    return { status, code: body.error, message: typeof body.message === 'string' ? body.message : body.error };
  }
  const code = statusCodes[status] ?? (status >= 500 ? 'SERVER_ERROR' : 'HTTP_ERROR');
  return { status, code, message: `The request failed (HTTP ${status}).` };
}

/**
 * The error of `service`'s `operation` (`METHOD /path` as in the contract) answered with a failure:
 * `NOT_AVAILABLE` for a designed call the API does not offer yet, else `toApiError`.
 */
export const answerError = (service: Service, operation: string, status: number, body: unknown): ApiError =>
  (designedOperations[contractOf(service)].has(operation) ? notAvailable(operation, status, body) : undefined) ??
  toApiError(status, body);

type Answer<T> = { data?: T; error?: unknown; response: Response };

/** How `dataOrThrow` reads a 404: by default a failure like any other. */
export interface DataOptions {
  /** `'nothing'`: the API answers 404 for something not made yet; resolve to `undefined` instead. */
  notFound?: 'nothing';
}

/**
 * The one failure convention of the SDK: the data of a successful call, or a thrown
 * `ApiRequestError` (status, code, message, field details) for any failure, whatever the service's
 * error body (a network failure is status 0, `NETWORK_ERROR`; aborts stay aborts). With
 * `{ notFound: 'nothing' }` a 404 resolves to `undefined`.
 */
export function dataOrThrow<T>(call: Promise<Answer<T>>): Promise<T>;
export function dataOrThrow<T>(call: Promise<Answer<T>>, options: DataOptions): Promise<T | undefined>;
export async function dataOrThrow<T>(call: Promise<Answer<T>>, options: DataOptions = {}): Promise<T | undefined> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) {
    const failure = error instanceof ApiRequestError ? error : new ApiRequestError(toApiError(response.status, error));
    if (options.notFound === 'nothing' && failureKind(failure) === 'missing') return undefined;
    throw failure;
  }
  if (data === undefined)
    throw new ApiRequestError({
      status: response.status,
      code: 'EMPTY_RESPONSE',
      message: 'The service answered without a body.',
    });
  return data;
}
