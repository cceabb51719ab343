import type { Middleware } from 'openapi-fetch';
import { sdkConfig } from './config';
import { ApiRequestError, failureMessage } from './errors';

const operation = (request: Request, schemaPath: string) => `${request.method.toUpperCase()} ${schemaPath}`;

/**
 * Adds `Authorization: Bearer <token>` to every operation but the public ones (derived from the
 * contract). A 401 renews the token and sends the request once more with it (the server acted on
 * nothing, so any method may go again); a 401 to the renewed token is reported.
 */
export function bearerToken(open: ReadonlySet<string>): Middleware {
  const copies = new Map<string, Request>();
  return {
    async onRequest({ request, schemaPath, id }) {
      if (open.has(operation(request, schemaPath))) return undefined;
      const token = await sdkConfig().getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      copies.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id, options }) {
      const copy = copies.get(id);
      copies.delete(id);
      if (response.status !== 401 || !copy) return undefined;
      const token = await sdkConfig().renewToken?.();
      if (!token) return undefined;
      copy.headers.set('Authorization', `Bearer ${token}`);
      const again = await options.fetch(copy);
      if (again.status === 401) sdkConfig().onUnauthorized?.();
      return again;
    },
    onError({ id }) {
      copies.delete(id);
      return undefined;
    },
  };
}

/** Sends the language the app is shown in (`language` in the configuration) as `Accept-Language`. */
export function uiLanguage(): Middleware {
  return {
    onRequest({ request }) {
      const language = sdkConfig().language?.();
      if (!language) return undefined;
      request.headers.set('Accept-Language', language);
      return request;
    },
  };
}

/** Adds the identity service's API key as the `key` query parameter. */
export function apiKey(): Middleware {
  return {
    async onRequest({ request }) {
      const url = new URL(request.url);
      url.searchParams.set('key', sdkConfig().identityApiKey);
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      const { method, headers, signal, credentials, redirect } = request;
      return new Request(url, { method, headers, body, signal, credentials, redirect });
    },
  };
}

/** The header that makes a POST safe to send twice: the server creates at most one thing per key. */
export const IDEMPOTENCY_KEY = 'Idempotency-Key';

/** GET, PUT and DELETE may be sent again; a POST only when it carries an `Idempotency-Key`. */
const isRetryable = (request: Request) =>
  request.method === 'POST'
    ? request.headers.has(IDEMPOTENCY_KEY)
    : ['GET', 'HEAD', 'PUT', 'DELETE'].includes(request.method);

/**
 * Retries a request once when the server answers 5xx, never on 4xx, and never a request that
 * could create something twice (a POST without an `Idempotency-Key`). The request is cloned
 * before the first send, so the retry re-sends the same body and headers, the key included.
 */
export function retryOnceOn5xx(): Middleware {
  const copies = new Map<string, Request>();
  return {
    onRequest({ request, id }) {
      if (isRetryable(request)) copies.set(id, request.clone());
      return undefined;
    },
    async onResponse({ response, id, options }) {
      const copy = copies.get(id);
      copies.delete(id);
      return response.status >= 500 && copy ? options.fetch(copy) : undefined;
    },
    onError({ id }) {
      copies.delete(id);
      return undefined;
    },
  };
}

/** Turns a network failure (no HTTP answer) into an `ApiRequestError` with status 0 and code NETWORK_ERROR; aborts stay aborts. */
export function networkErrors(): Middleware {
  return {
    onError({ error }) {
      if (error instanceof DOMException && error.name === 'AbortError') return undefined;
      return new ApiRequestError({
        status: 0,
        code: 'NETWORK_ERROR',
        message: failureMessage(error),
      });
    },
  };
}
