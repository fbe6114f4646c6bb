import { ErrorCode } from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords of public leaks (zxcvbn-ts' list, about 49,000, lower-case): trying
 * them is the first thing an attacker does, so none of them is accepted, whatever the case.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

export const BLANK_PASSWORD_MESSAGE = "Le mot de passe ne peut pas être composé uniquement d'espaces.";
export const COMMON_PASSWORD_MESSAGE =
  'Ce mot de passe est trop courant et facile à deviner. Veuillez en choisir un autre.';
export const tooShortMessage = (minLength: number) =>
  `Le mot de passe doit contenir au moins ${minLength} caractères.`;

/** Why a new password is refused (French, for the person), or null when it is accepted. */
export function passwordProblem(password: string, minLength: number): string | null {
  if (password.trim() === '') return BLANK_PASSWORD_MESSAGE;
  if (password.length < minLength) return tooShortMessage(minLength);
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return COMMON_PASSWORD_MESSAGE;
  return null;
}

/**
 * Every new password (sign-up, reset, any later change) goes through this: spaces only, shorter
 * than the admin's minimum (the `security` setting) or a common password are refused.
 */
export function assertAcceptablePassword(password: string, minLength: number): void {
  const problem = passwordProblem(password, minLength);
  if (problem) throw new DomainException(ErrorCode.ValidationFailed, problem, { field: 'password' });
}
