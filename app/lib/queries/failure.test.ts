import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, NOT_AVAILABLE } from '@/sdk';
import { failureWords, formFailure, unavailableWords, type FailureMap } from './failure';
import { pageFailure } from './QueryView';

const intl = createIntl({ locale: 'en', onError: () => undefined });
const failed = { id: 'test.failed', defaultMessage: 'Not saved: {reason}' };
const unanswered = { id: 'test.unanswered', defaultMessage: 'Check your connection.' };
const fixed = { id: 'test.fixed', defaultMessage: 'Your answers were not saved. Try again.' };
const rejected = { id: 'test.rejected', defaultMessage: 'That amount is not allowed.' };

const invalid = new ApiRequestError({
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'Some fields are not valid.',
  details: [{ field: 'name', message: 'Too long.' }],
});
const serverError = new ApiRequestError({ status: 500, code: 'INTERNAL_ERROR', message: 'Something broke.' });
const offline = new ApiRequestError({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' });
const unavailable = new ApiRequestError({
  status: 501,
  code: NOT_AVAILABLE,
  message: 'The API does not offer GET /customer/credit yet.',
});
const notYet = 'This is not available yet. Nothing was changed; everything else works as usual.';

describe('formFailure', () => {
  it('puts the API’s field details on their fields and its message in the summary', () => {
    expect(formFailure(intl, invalid, failed, unanswered)).toEqual({
      fields: { name: 'Too long.' },
      form: 'Not saved: Some fields are not valid.',
    });
  });

  it('says the call went unanswered when no answer came back', () => {
    expect(formFailure(intl, offline, failed, unanswered)).toEqual({
      fields: {},
      form: 'Not saved: Check your connection.',
    });
    expect(formFailure(intl, new TypeError('Failed to fetch'), failed, unanswered)).toEqual({
      form: 'Not saved: Check your connection.',
    });
    expect(formFailure(intl, new TypeError('Failed to fetch'), failed)).toEqual({
      form: 'Not saved: Failed to fetch',
    });
  });

  it('says the action is not available yet when the API does not offer its call, whatever the words', () => {
    expect(formFailure(intl, unavailable, failed, unanswered)).toEqual({ form: notYet });
    expect(formFailure(intl, unavailable, { otherwise: fixed, refused: rejected })).toEqual({ form: notYet });
    expect(unavailableWords(intl, unavailable)).toBe(notYet);
    expect(unavailableWords(intl, serverError)).toBeUndefined();
  });

  describe('on a form whose words are fixed', () => {
    it('shows the API’s field details and its message when it refused what was sent', () => {
      expect(formFailure(intl, invalid, { otherwise: fixed })).toEqual({
        fields: { name: 'Too long.' },
        form: 'Some fields are not valid.',
      });
    });

    it('keeps the fixed words when the server failed or no answer came', () => {
      expect(formFailure(intl, serverError, { otherwise: fixed }).form).toBe('Your answers were not saved. Try again.');
      expect(formFailure(intl, offline, { otherwise: fixed }).form).toBe('Your answers were not saved. Try again.');
      expect(formFailure(intl, new Error('boom'), { otherwise: fixed })).toEqual({
        form: 'Your answers were not saved. Try again.',
      });
    });

    it('says a refusal in the form’s own words when it has them, still with the field details', () => {
      expect(formFailure(intl, invalid, { otherwise: fixed, refused: rejected })).toEqual({
        fields: { name: 'Too long.' },
        form: 'That amount is not allowed.',
      });
      expect(formFailure(intl, serverError, { otherwise: fixed, refused: rejected }).form).toBe(
        'Your answers were not saved. Try again.',
      );
    });

    it('says no answer in the form’s words for it when it has them', () => {
      expect(formFailure(intl, offline, { otherwise: fixed }, unanswered).form).toBe('Check your connection.');
      expect(formFailure(intl, new TypeError('Failed to fetch'), { otherwise: fixed }, unanswered).form).toBe(
        'Check your connection.',
      );
      expect(formFailure(intl, serverError, { otherwise: fixed }, unanswered).form).toBe(
        'Your answers were not saved. Try again.',
      );
    });

    it('says a code the form words itself on the field it names, or in the summary', () => {
      const taken = { id: 'test.taken', defaultMessage: 'That email already has an account.' };
      const busy = { id: 'test.busy', defaultMessage: 'Too many tries. Wait a moment.' };
      const codes = { EMAIL_EXISTS: { message: taken, field: 'email' }, TOO_MANY: { message: busy } };
      const answer = (code: string) => new ApiRequestError({ status: 400, code, message: code });
      expect(formFailure(intl, answer('EMAIL_EXISTS'), { otherwise: fixed, codes })).toEqual({
        fields: { email: 'That email already has an account.' },
      });
      expect(formFailure(intl, answer('TOO_MANY'), { otherwise: fixed, codes })).toEqual({
        form: 'Too many tries. Wait a moment.',
      });
      expect(formFailure(intl, answer('OTHER'), { otherwise: fixed, refused: rejected, codes }).form).toBe(
        'That amount is not allowed.',
      );
    });
  });
});

describe('failureWords', () => {
  const map: FailureMap<string | null> = {
    codes: { CLASS_FULL: 'full', NOT_AVAILABLE: 'by code' },
    kinds: { refused: 'refused', offline: 'offline' },
    otherwise: null,
  };
  const refusal = (code: string) => new ApiRequestError({ status: 409, code, message: code });

  it('takes the entry of the failure’s code first', () => {
    expect(failureWords(refusal('CLASS_FULL'), map)).toBe('full');
    expect(failureWords(unavailable, map)).toBe('by code');
  });

  it('else the entry of its kind, else the map’s otherwise', () => {
    expect(failureWords(refusal('OTHER'), map)).toBe('refused');
    expect(failureWords(offline, map)).toBe('offline');
    expect(failureWords(new TypeError('Failed to fetch'), map)).toBe('offline');
    expect(failureWords(serverError, map)).toBeNull();
  });

  it('reads only the map’s own codes, not an object’s inherited names', () => {
    expect(failureWords(refusal('toString'), map)).toBe('refused');
    expect(failureWords(refusal('CLASS_FULL'), { otherwise: 'none' })).toBe('none');
  });
});

describe('pageFailure', () => {
  const title = 'We could not load your balance';
  const missing = new ApiRequestError({ status: 404, code: 'NOT_FOUND', message: 'No such invoice.' });
  const closed = (status: number) => new ApiRequestError({ status, code: 'FORBIDDEN', message: 'Not yours.' });

  it.each([
    ['no answer came', offline, 'offline', title, 'Check your connection and try again.', true],
    [
      'fetch itself failed',
      new TypeError('Failed to fetch'),
      'offline',
      title,
      'Check your connection and try again.',
      true,
    ],
    ['the server failed', serverError, 'server', title, 'Something went wrong on our side.', true],
    ['it is missing', missing, 'missing', title, 'It may have been removed.', false],
    ['the account is signed out', closed(401), 'forbidden', title, 'Your account cannot see this page.', false],
    ['it is not open to the account', closed(403), 'forbidden', title, 'Your account cannot see this page.', false],
    ['the API refused the request', invalid, 'refused', title, 'Some fields are not valid.', true],
    [
      'the API does not offer the call yet',
      unavailable,
      'unavailable',
      'Not available yet',
      'This part of Kinetic is on its way. Everything else here works as usual.',
      false,
    ],
  ])('when %s: its kind, title, words and whether Try again helps', (_, error, kind, shown, description, canRetry) => {
    expect(pageFailure(intl, error, title)).toEqual({ kind, title: shown, description, canRetry });
  });
});
