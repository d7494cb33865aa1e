import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, passwordProblems } from './password-rules';

const codes = (password: string, context = {}) =>
  passwordProblems(password, context).map((problem) => problem.code);

describe('passwordProblems', () => {
  it('accepts a long, uncommon password', () => {
    expect(codes('correct-Horse-battery-9', { username: 'teller' })).toEqual([]);
  });

  it('refuses passwords shorter than 12 or longer than 128 characters', () => {
    expect(codes('Short-pass1')).toEqual(['password_too_short']);
    expect(codes('x'.repeat(12))).toEqual([]);
    expect(codes('y'.repeat(129))).toEqual(['password_too_long']);
  });

  it('refuses the username, in any case, inside the password', () => {
    expect(codes('my-TELLER-password', { username: 'teller' })).toEqual([
      'password_contains_username',
    ]);
  });

  it('refuses common passwords case-insensitively', () => {
    expect(codes('Password1234')).toEqual(['password_too_common']);
  });

  it('refuses the current password', () => {
    expect(codes('demo-Pass-2026x', { currentPassword: 'demo-Pass-2026x' })).toEqual([
      'password_unchanged',
    ]);
  });

  it('lists the rules for the page', () => {
    expect(PASSWORD_RULES[0]).toBe('At least 12 and at most 128 characters.');
  });
});
