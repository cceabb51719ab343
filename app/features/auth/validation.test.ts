import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { allFilled, isStrongPassword, passwordProblem, sameOriginPath } from './validation';

describe('sign-up validation', () => {
  it.each([
    ['Sunrise#2026', true],
    ['Ab1!cd', true],
    ['Ab1!c', false],
    ['sunrise#2026', false],
    ['Sunrise#', false],
    ['Sunrise2026', false],
  ])('judges %s strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it('names the password rule first, then a mismatch', () => {
    expect(passwordProblem('weak', 'weak')).toBe(messages.passwordRule);
    expect(passwordProblem('Sunrise#2026', 'Sunrise#2027')).toBe(messages.passwordsDiffer);
    expect(passwordProblem('Sunrise#2026', 'Sunrise#2026')).toBeNull();
  });

  it('needs every field filled', () => {
    expect(allFilled(['a', 'b'])).toBe(true);
    expect(allFilled(['a', '  '])).toBe(false);
  });
});

describe('callbackUrl', () => {
  const origin = 'https://kinetic.example';
  it('follows same-origin paths', () => {
    expect(sameOriginPath('/dashboard?tab=classes', origin)).toBe('/dashboard?tab=classes');
    expect(sameOriginPath('https://kinetic.example/trainer/dashboard', origin)).toBe('/trainer/dashboard');
  });
  it('refuses other origins (InvalidCallbackUrl)', () => {
    expect(sameOriginPath('https://evil.example/steal', origin)).toBeNull();
    expect(sameOriginPath('//evil.example/steal', origin)).toBeNull();
    expect(sameOriginPath('javascript:alert(1)', origin)).toBeNull();
  });
});
