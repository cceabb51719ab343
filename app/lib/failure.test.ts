import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../sdk';
import { formFailure } from './failure';

const intl = createIntl({ locale: 'en', onError: () => undefined });
const failed = { id: 'test.failed', defaultMessage: 'Not saved: {reason}' };
const unanswered = { id: 'test.unanswered', defaultMessage: 'Check your connection.' };

describe('formFailure', () => {
  it('puts the API’s field details on their fields and its message in the summary', () => {
    const error = new ApiRequestError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      details: [{ field: 'name', message: 'Too long.' }],
    });
    expect(formFailure(intl, error, failed, unanswered)).toEqual({
      fields: { name: 'Too long.' },
      form: 'Not saved: Some fields are not valid.',
    });
  });

  it('says the call went unanswered when no API error came back', () => {
    expect(formFailure(intl, new TypeError('Failed to fetch'), failed, unanswered)).toEqual({
      form: 'Not saved: Check your connection.',
    });
    expect(formFailure(intl, new TypeError('Failed to fetch'), failed)).toEqual({
      form: 'Not saved: TypeError: Failed to fetch',
    });
  });
});
