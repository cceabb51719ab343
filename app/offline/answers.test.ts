import { afterEach, describe, expect, it } from 'vitest';
import { forgetAnswers, keepAnswer, keptAnswer, type Owner } from './answers';

const olivia: Owner = { role: 'customer', id: 'cu_3001' };
const other: Owner = { role: 'customer', id: 'cu_3002' };
const priya: Owner = { role: 'trainer', id: 'tr_1003' };
const bookings = [{ id: 'bk_1', class: { title: 'Open Studio Flow' } }];

afterEach(() => localStorage.clear());

describe('answers kept for reading offline', () => {
  it('reads back an answer with the time it arrived, for its owner', () => {
    keepAnswer(olivia, 'customer-upcoming', { at: 1_764_000_000_000, data: bookings });
    expect(keptAnswer(olivia, 'customer-upcoming')).toEqual({ at: 1_764_000_000_000, data: bookings });
    expect(keptAnswer(olivia, 'trainer-sessions')).toBeUndefined();
  });

  it('never gives one account’s answer to another, even with the same id under another role', () => {
    keepAnswer(olivia, 'customer-upcoming', { at: 1, data: bookings });
    expect(keptAnswer(other, 'customer-upcoming')).toBeUndefined();
    expect(keptAnswer({ role: 'trainer', id: olivia.id }, 'customer-upcoming')).toBeUndefined();
  });

  it('forgets the last account’s answers when another account keeps one', () => {
    keepAnswer(olivia, 'customer-upcoming', { at: 1, data: bookings });
    keepAnswer(priya, 'trainer-sessions', { at: 2, data: [] });
    expect(keptAnswer(olivia, 'customer-upcoming')).toBeUndefined();
    expect(localStorage.getItem('kinetic')).not.toContain('bk_1');
    expect(keptAnswer(priya, 'trainer-sessions')).toEqual({ at: 2, data: [] });
    keepAnswer(priya, 'trainer-sessions', { at: 3, data: [] });
    expect(keptAnswer(priya, 'trainer-sessions')).toEqual({ at: 3, data: [] });
  });

  it('forgets everything on sign-out', () => {
    keepAnswer(olivia, 'customer-upcoming', { at: 1, data: bookings });
    forgetAnswers();
    expect(keptAnswer(olivia, 'customer-upcoming')).toBeUndefined();
    expect(localStorage.getItem('kinetic')).not.toContain('bk_1');
  });

  it('ignores a kept value of the wrong shape', () => {
    localStorage.setItem(
      'kinetic',
      JSON.stringify({ version: 3, slices: {}, entries: { offlineAnswers: { owner: 'cu_3001', answers: {} } } }),
    );
    expect(keptAnswer(olivia, 'customer-upcoming')).toBeUndefined();
  });
});
