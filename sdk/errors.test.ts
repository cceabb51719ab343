import { describe, expect, it } from 'vitest';
import { ApiRequestError, failureKind, isConflict, isRefusal } from './errors';

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

describe('isRefusal and isConflict', () => {
  it('a 4xx is a refusal, a 409 a conflict', () => {
    expect([400, 409, 422, 500, 0].map((status) => isRefusal(error(status)))).toEqual([true, true, true, false, false]);
    expect([409, 400, 500].map((status) => isConflict(error(status)))).toEqual([true, false, false]);
    expect(isConflict(new Error('409'))).toBe(false);
  });
});
