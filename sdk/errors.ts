import type { components } from './generated/api';

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

/** The data of a successful call; the (already normalised) error otherwise. */
export async function dataOrThrow<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined) throw error;
  if (data === undefined)
    throw new ApiRequestError({
      status: response.status,
      code: 'EMPTY_RESPONSE',
      message: 'The service answered without a body.',
    });
  return data;
}
