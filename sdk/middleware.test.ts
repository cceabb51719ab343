import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiClient,
  configureSdk,
  dataOrThrow,
  identityClient,
  ApiRequestError,
  IDEMPOTENCY_KEY,
  failureKind,
} from './index';
import { deleteClass } from './calls';
import { signUp } from './signIn';
import { publicOperations } from './generated/security';
import { designedOperations } from './generated/designed';

type Reply = { status: number; body?: unknown };

/** A fake fetch answering the given replies in order (the last one repeats), recording each request. */
function fakeFetch(...replies: Reply[]) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request);
    const { status, body } = replies[Math.min(requests.length - 1, replies.length - 1)] ?? { status: 200, body: {} };
    const text = typeof body === 'string' ? body : JSON.stringify(body ?? {});
    return new Response(text, {
      status,
      headers: { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json' },
    });
  });
  return { fetch, requests };
}

function setup(...replies: Reply[]) {
  const fake = fakeFetch(...replies);
  const onUnauthorized = vi.fn();
  const renewToken = vi.fn(async (): Promise<string | undefined> => 'renewed-token-456');
  configureSdk({
    baseUrls: { api: 'http://api.test/api', identity: 'http://identity.test/identity' },
    getToken: async () => 'id-token-123',
    identityApiKey: 'web-key',
    renewToken,
    onUnauthorized,
    fetch: fake.fetch as typeof globalThis.fetch,
  });
  return { ...fake, onUnauthorized, renewToken };
}

afterEach(() => configureSdk({}));

const page = { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 };
const unauthorized = { status: 401, code: 'UNAUTHORIZED', message: 'Expired' };

describe('bearer token', () => {
  it('is sent on an operation the contract secures', async () => {
    const { requests } = setup({ status: 200, body: {} });
    await apiClient.GET('/class/{classId}', { params: { path: { classId: 'cl_2007' } } });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer id-token-123');
  });

  it('is not sent on a public operation', async () => {
    const { requests } = setup({ status: 200, body: page });
    await apiClient.GET('/trainer/web/discover-trainers', { params: { query: { page: 0 } } });
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('follows the operation, not the path: public GET and secured PUT of /trainer/{trainerId}', async () => {
    const { requests } = setup({ status: 200, body: {} });
    await apiClient.GET('/trainer/{trainerId}', { params: { path: { trainerId: 'tr_1003' } } });
    await apiClient.PUT('/trainer/{trainerId}', {
      params: { path: { trainerId: 'tr_1003' } },
      body: { firstName: 'Priya', lastName: 'Sharma' },
    });
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([null, 'Bearer id-token-123']);
  });

  it('comes from the contract: public calls are listed, secured ones are not', () => {
    for (const op of [
      'GET /trainer/web/discover-trainers',
      'GET /class/web/discover-classes',
      'GET /trainer/{trainerId}',
      'GET /customer/questions',
      'GET /master-data/filter-options',
    ]) {
      expect(publicOperations.api.has(op), op).toBe(true);
    }
    for (const op of [
      'PUT /trainer/{trainerId}',
      'POST /customer/follow',
      'DELETE /class/{classId}',
      'GET /class/{classId}',
    ])
      expect(publicOperations.api.has(op), op).toBe(false);
    // The identity and auth services take no bearer token at all.
    expect(publicOperations.identity.has('POST /v1/accounts:signInWithPassword')).toBe(true);
    expect(publicOperations.auth.has('GET /session')).toBe(true);
  });

  it('renews the token after a 401 and sends the request once more with the new one, body and all', async () => {
    const { requests, renewToken, onUnauthorized } = setup(
      { status: 401, body: unauthorized },
      { status: 200, body: {} },
    );
    const result = await apiClient.PUT('/trainer/{trainerId}', {
      params: { path: { trainerId: 'tr_1003' } },
      body: { firstName: 'Priya', lastName: 'Sharma' },
    });
    expect(result.response.status).toBe(200);
    expect(renewToken).toHaveBeenCalledOnce();
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer id-token-123',
      'Bearer renewed-token-456',
    ]);
    expect(await requests[1]?.json()).toEqual({ firstName: 'Priya', lastName: 'Sharma' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('lets the 401 stand when the token cannot be renewed, and sends nothing again', async () => {
    const { requests, renewToken, onUnauthorized } = setup({ status: 401, body: unauthorized });
    renewToken.mockResolvedValueOnce(undefined);
    const result = await apiClient.GET('/customer/credit');
    expect(result.response.status).toBe(401);
    expect(requests).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports a 401 to a renewed token once, without a third try', async () => {
    const { requests, renewToken, onUnauthorized } = setup({ status: 401, body: unauthorized });
    const result = await apiClient.GET('/customer/credit');
    expect(result.response.status).toBe(401);
    expect(requests).toHaveLength(2);
    expect(renewToken).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('never renews for a public operation', async () => {
    const { renewToken } = setup({ status: 401, body: unauthorized });
    await apiClient.GET('/trainer/web/discover-trainers', { params: { query: { page: 0 } } });
    expect(renewToken).not.toHaveBeenCalled();
  });
});

describe('the app’s language', () => {
  it('is sent as Accept-Language on every call, public or secured, of every service', async () => {
    const { requests, fetch } = setup({ status: 200, body: [] });
    configureSdk({
      baseUrls: { api: 'http://api.test/api', identity: 'http://identity.test/identity' },
      getToken: async () => 'id-token-123',
      language: () => 'es',
      fetch: fetch as typeof globalThis.fetch,
    });
    await apiClient.GET('/master-data/public/training-equipments');
    await apiClient.GET('/class/{classId}', { params: { path: { classId: 'cl_2007' } } });
    await identityClient.POST('/v1/accounts:sendOobCode', { body: { requestType: 'PASSWORD_RESET', email: 'a@b.co' } });
    expect(requests.map((request) => request.headers.get('Accept-Language'))).toEqual(['es', 'es', 'es']);
  });

  it('is left to the browser when the app names none', async () => {
    const { requests } = setup({ status: 200, body: [] });
    await apiClient.GET('/master-data/public/training-equipments');
    expect(requests[0]?.headers.get('Accept-Language')).toBeNull();
  });
});

describe('base URL and API key', () => {
  it('are read at request time', async () => {
    const { requests, fetch } = setup({ status: 200, body: page });
    await apiClient.GET('/trainer/web/discover-trainers');
    configureSdk({ baseUrls: { api: 'http://other.test/v2' }, fetch: fetch as typeof globalThis.fetch });
    await apiClient.GET('/trainer/web/discover-trainers');
    expect(requests.map((r) => r.url)).toEqual([
      'http://api.test/api/trainer/web/discover-trainers',
      'http://other.test/v2/trainer/web/discover-trainers',
    ]);
  });

  it('resolves the default relative bases against the page', async () => {
    const fake = fakeFetch({ status: 200, body: page });
    configureSdk({ fetch: fake.fetch as typeof globalThis.fetch });
    await apiClient.GET('/trainer/web/discover-trainers');
    expect(fake.requests[0]?.url).toBe(new URL('/api/trainer/web/discover-trainers', globalThis.location.href).href);
  });

  it('sends the identity API key as the key query parameter', async () => {
    const { requests } = setup({ status: 200, body: { email: 'a@b.co' } });
    await identityClient.POST('/v1/accounts:sendOobCode', { body: { requestType: 'PASSWORD_RESET', email: 'a@b.co' } });
    expect(new URL(requests[0]?.url ?? '').searchParams.get('key')).toBe('web-key');
    expect(await requests[0]?.json()).toEqual({ requestType: 'PASSWORD_RESET', email: 'a@b.co' });
  });
});

describe('retry', () => {
  it('retries a 5xx exactly once and returns the second answer', async () => {
    const { fetch } = setup({ status: 503, body: 'busy' }, { status: 200, body: page });
    const { data } = await apiClient.GET('/trainer/web/discover-trainers');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(data).toEqual(page);
  });

  it('gives up after one retry', async () => {
    const { fetch } = setup({ status: 500, body: { status: 500, code: 'INTERNAL_ERROR', message: 'Boom' } });
    const { error } = await apiClient.GET('/trainer/web/discover-trainers');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
  });

  it('never retries a 4xx', async () => {
    const { fetch } = setup({ status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Nope' } });
    await apiClient.GET('/class/{classId}', { params: { path: { classId: 'missing' } } });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('re-sends a PUT with the same body and token', async () => {
    const { requests } = setup({ status: 502, body: 'bad gateway' }, { status: 200, body: {} });
    await apiClient.PUT('/customer/{customerId}', {
      params: { path: { customerId: 'cu_3001' } },
      body: { firstName: 'Olivia', lastName: 'Hughes' },
    });
    expect(requests).toHaveLength(2);
    const [first, second] = await Promise.all(requests.map((r) => r.text()));
    expect(second).toBe(first);
    expect(JSON.parse(second ?? '')).toEqual({ firstName: 'Olivia', lastName: 'Hughes' });
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer id-token-123');
  });

  it('never re-sends a POST without an Idempotency-Key', async () => {
    const { fetch, requests } = setup({ status: 502, body: 'bad gateway' }, { status: 200, body: {} });
    const { error } = await apiClient.POST('/customer/follow', {
      body: { customerId: 'cu_3001', trainerId: 'tr_1003' },
    });
    expect(fetch).toHaveBeenCalledOnce();
    expect(requests).toHaveLength(1);
    expect(error).toMatchObject({ status: 502 });
  });

  it('re-sends a POST that carries an Idempotency-Key, with the same key and body', async () => {
    const { requests } = setup({ status: 503, body: 'busy' }, { status: 200, body: {} });
    await apiClient.POST('/customer/follow', {
      body: { customerId: 'cu_3001', trainerId: 'tr_1003' },
      headers: { [IDEMPOTENCY_KEY]: 'b6f1c0de-1f2a-4c3b-9d4e-5f6a7b8c9d0e' },
    });
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.headers.get(IDEMPOTENCY_KEY))).toEqual([
      'b6f1c0de-1f2a-4c3b-9d4e-5f6a7b8c9d0e',
      'b6f1c0de-1f2a-4c3b-9d4e-5f6a7b8c9d0e',
    ]);
    const [first, second] = await Promise.all(requests.map((r) => r.text()));
    expect(second).toBe(first);
  });
});

describe('error normalisation', () => {
  it('keeps the product error shape, as an ApiRequestError', async () => {
    setup({ status: 409, body: { status: 409, code: 'CLASS_FULL', message: 'This class is full.' } });
    const { error } = await apiClient.POST('/class/{classId}/book', {
      params: { path: { classId: 'cl_2016' }, header: { [IDEMPOTENCY_KEY]: 'a1b2c3d4-0000-4000-8000-000000000001' } },
      body: { classInstanceId: 'ci', paymentMethod: 'CREDIT' },
    });
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 409, code: 'CLASS_FULL', message: 'This class is full.' });
  });

  it('turns a non-JSON failure into the ApiError shape', async () => {
    setup({ status: 502, body: '<html>Bad gateway</html>' });
    const { error } = await apiClient.GET('/customer/credit');
    expect(error).toMatchObject({ status: 502, code: 'SERVER_ERROR' });
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    configureSdk({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(apiClient.GET('/customer/credit')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('names a designed call the API answers with 404 (no contract body), 405 or 501 as not available yet', async () => {
    for (const reply of [
      { status: 404, body: '<html>Cannot GET /api/customer/credit</html>' },
      { status: 404, body: { timestamp: '2026-11-24T10:00:00Z', status: 404, error: 'Not Found' } },
      { status: 405, body: '' },
      { status: 501, body: { status: 501, code: 'NOT_IMPLEMENTED', message: 'Later.' } },
    ]) {
      setup(reply);
      const failure = dataOrThrow(apiClient.GET('/customer/credit'));
      await expect(failure, String(reply.status)).rejects.toMatchObject({
        status: reply.status,
        code: 'NOT_AVAILABLE',
      });
      expect(failureKind(await failure.catch((error: unknown) => error))).toBe('unavailable');
    }
    expect(designedOperations.api.has('GET /customer/credit')).toBe(true);
  });

  it('keeps a designed call’s contract 404 (not made yet) and any 404 of a call from the specification', async () => {
    setup({ status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'No bank account yet.' } });
    expect(await dataOrThrow(apiClient.GET('/trainer/bank-account'), { notFound: 'nothing' })).toBeUndefined();
    setup({ status: 404, body: '<html>Cannot GET</html>' });
    const { error } = await apiClient.GET('/class/{classId}', { params: { path: { classId: 'cl_2007' } } });
    expect(failureKind(error)).toBe('missing');
    expect(designedOperations.api.has('GET /class/{classId}')).toBe(false);
  });

  it("carries the identity provider's message code", async () => {
    setup({
      status: 400,
      body: { error: { code: 400, message: 'EMAIL_EXISTS', errors: [{ message: 'EMAIL_EXISTS' }] } },
    });
    await expect(signUp('olivia.hughes@example.com', 'Sunrise#2026')).rejects.toMatchObject({
      status: 400,
      code: 'EMAIL_EXISTS',
    });
    setup({
      status: 400,
      body: { error: { code: 400, message: 'WEAK_PASSWORD : Password should be at least 6 characters' } },
    });
    await expect(signUp('a@b.co', 'x')).rejects.toMatchObject({ code: 'WEAK_PASSWORD' });
  });
});

describe('dataOrThrow, the one failure convention', () => {
  it('resolves with the data of a successful call', async () => {
    setup({ status: 200, body: { balance: 2000 } });
    expect(await dataOrThrow(apiClient.GET('/customer/credit'))).toEqual({ balance: 2000 });
  });

  it('throws an ApiRequestError with the status, code, message and field details', async () => {
    const details = [{ field: 'title', message: 'Too long.' }];
    setup({ status: 400, body: { status: 400, code: 'VALIDATION_FAILED', message: 'Not valid.', details } });
    const failure = dataOrThrow(apiClient.GET('/customer/credit'));
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Not valid.',
      details,
    });
  });

  it('throws a network failure as status 0', async () => {
    configureSdk({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(dataOrThrow(apiClient.GET('/customer/credit'))).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('throws a 404 unless asked to read it as nothing', async () => {
    setup({ status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Nope' } });
    await expect(dataOrThrow(apiClient.GET('/customer/credit'))).rejects.toMatchObject({ status: 404 });
    expect(await dataOrThrow(apiClient.GET('/customer/credit'), { notFound: 'nothing' })).toBeUndefined();
  });

  it('reads only a 404 as nothing', async () => {
    setup({ status: 409, body: { status: 409, code: 'CONFLICT', message: 'Taken' } });
    await expect(dataOrThrow(apiClient.GET('/customer/credit'), { notFound: 'nothing' })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('throws EMPTY_RESPONSE for a success without a body', async () => {
    configureSdk({ fetch: async () => new Response(null, { status: 204 }) });
    await expect(dataOrThrow(apiClient.GET('/customer/credit'))).rejects.toMatchObject({
      status: 204,
      code: 'EMPTY_RESPONSE',
    });
  });

  it('is how the deletes fail: deleteClass throws the API’s refusal', async () => {
    setup({ status: 409, body: { status: 409, code: 'CONFLICT', message: 'Class has bookings' } });
    await expect(deleteClass('cl_2007')).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Class has bookings',
    });
  });
});
