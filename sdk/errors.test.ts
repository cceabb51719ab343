import { describe, expect, it } from 'vitest';
import {
  ApiRequestError,
  NOT_AVAILABLE,
  failureKind,
  isConflict,
  isRefusal,
  isSignedOut,
  notAvailable,
} from './errors';

const error = (status: number) => new ApiRequestError({ status, code: 'X', message: 'x' });

describe('failureKind', () => {
  it('names each failure by what it means', () => {
    expect(failureKind(error(0))).toBe('offline');
    expect(failureKind(new TypeError('Failed to fetch'))).toBe('offline');
    expect(failureKind(undefined)).toBe('offline');
    expect(failureKind(error(404))).toBe('missing');
    expect(failureKind(error(401))).toBe('forbidden');
    expect(failureKind(error(403))).toBe('forbidden');
    expect(failureKind(error(400))).toBe('refused');
    expect(failureKind(error(409))).toBe('refused');
    expect(failureKind(error(500))).toBe('server');
    expect(failureKind(error(503))).toBe('server');
  });

  it('reads a parsed error body as well as a thrown error', () => {
    expect(failureKind({ status: 404, code: 'NOT_FOUND', message: 'Nope' })).toBe('missing');
  });
});

describe('isRefusal, isConflict and isSignedOut', () => {
  it('a 4xx is a refusal, a 409 a conflict, a 401 a sign-in no longer accepted', () => {
    expect([400, 409, 422, 500, 0].map((status) => isRefusal(error(status)))).toEqual([true, true, true, false, false]);
    expect([409, 400, 500].map((status) => isConflict(error(status)))).toEqual([true, false, false]);
    expect(isConflict(new Error('409'))).toBe(false);
    expect([401, 403, 0].map((status) => isSignedOut(error(status)))).toEqual([true, false, false]);
  });
});

describe('a designed call the API does not offer yet', () => {
  const operation = 'GET /customer/credit';

  it('is an answer of 405 or 501, or a 404 without the contract’s Error body', () => {
    for (const [status, body] of [
      [405, undefined],
      [501, { status: 501, code: 'NOT_IMPLEMENTED', message: 'Later.' }],
      [404, { timestamp: '2026-11-24T10:00:00Z', status: 404, error: 'Not Found', path: '/customer/credit' }],
      [404, 'Cannot GET /customer/credit'],
      [404, undefined],
    ] as const) {
      const error = notAvailable(operation, status, body);
      expect(error, `${status}`).toEqual({
        status,
        code: NOT_AVAILABLE,
        message: `The API does not offer ${operation} yet.`,
      });
      expect(failureKind(error)).toBe('unavailable');
    }
  });

  it('is not the contract’s own 404 (something not there) or any other failure', () => {
    expect(
      notAvailable(operation, 404, { status: 404, code: 'NOT_FOUND', message: 'No bank account yet.' }),
    ).toBeUndefined();
    for (const status of [400, 401, 403, 409, 500, 503])
      expect(notAvailable(operation, status, undefined)).toBeUndefined();
  });
});
