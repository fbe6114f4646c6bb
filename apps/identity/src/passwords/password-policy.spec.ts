import { describe, expect, it } from 'vitest';
import {
  BLANK_PASSWORD_MESSAGE,
  COMMON_PASSWORD_MESSAGE,
  assertAcceptablePassword,
  passwordProblem,
} from './password-policy.js';

describe('passwordProblem', () => {
  it('refuses a password made only of spaces, however long', () => {
    expect(passwordProblem(' '.repeat(20), 8)).toBe(BLANK_PASSWORD_MESSAGE);
    expect(passwordProblem('\t  \n ', 3)).toBe(BLANK_PASSWORD_MESSAGE);
  });

  it('refuses a password shorter than the setting', () => {
    expect(passwordProblem('Dkr-26', 8)).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect(passwordProblem('Dkr-26', 6)).toBeNull();
  });

  it('refuses a common password whatever its case', () => {
    expect(passwordProblem('password123', 8)).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordProblem('AZERTY123', 8)).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordProblem('motdepasse', 8)).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it('accepts a long, uncommon password', () => {
    expect(passwordProblem('Ndakaaru-2026', 8)).toBeNull();
  });

  it('throws VALIDATION_FAILED on the password field', () => {
    expect(() => assertAcceptablePassword('12345678', 8)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', details: { field: 'password' } }),
    );
  });
});
