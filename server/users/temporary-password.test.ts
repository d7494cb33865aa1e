import { describe, expect, it } from 'vitest';
import { passwordProblems } from '../../policies/password-rules';
import { TEMPORARY_PASSWORD_LENGTH, temporaryPassword } from './temporary-password';

describe('temporary passwords', () => {
  it('are long, pass the password rules and never repeat', () => {
    const drawn = Array.from({ length: 200 }, () => temporaryPassword('amaka'));
    for (const password of drawn) {
      expect(password).toHaveLength(TEMPORARY_PASSWORD_LENGTH);
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(passwordProblems(password, { username: 'amaka' })).toEqual([]);
    }
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('use letters, digits and both symbols over many draws', () => {
    const text = Array.from({ length: 200 }, () => temporaryPassword('amaka')).join('');
    expect(text).toMatch(/[A-Z]/);
    expect(text).toMatch(/[a-z]/);
    expect(text).toMatch(/[2-9]/);
    expect(text).not.toMatch(/[01OlI]/);
  });
});
