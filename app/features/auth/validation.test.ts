import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { isStrongPassword, newPasswordErrors, required, sameOriginPath } from './validation';

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

  it('puts the password rule on the password and a mismatch on the confirmation', () => {
    expect(newPasswordErrors('weak', 'weak')).toEqual({ password: messages.passwordRule, confirmation: null });
    expect(newPasswordErrors('Sunrise#2026', 'Sunrise#2027')).toEqual({
      password: null,
      confirmation: messages.passwordsDiffer,
    });
    expect(newPasswordErrors('Sunrise#2026', 'Sunrise#2026')).toEqual({ password: null, confirmation: null });
  });

  it('needs every field filled', () => {
    expect(required('a')).toBeNull();
    expect(required('  ')).toBe(messages.requiredFields);
    expect(newPasswordErrors('', ' ')).toEqual({
      password: messages.requiredFields,
      confirmation: messages.requiredFields,
    });
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
