import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/i/l: the codes are copied by hand from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;
const SHAPE = new RegExp(`^[${ALPHABET}]{${HALF * 2}}$`);

/** Ten codes such as `k7m2q-x9ptd` (about 49 bits each: far beyond guessing under the lockout). */
export function newRecoveryCodes(): string[] {
  const half = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
}

/** What was typed, without spaces, dashes or capitals; what the hash is taken of. */
export function normalizeCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toLowerCase();
}

export function isRecoveryCodeShape(normalized: string): boolean {
  return SHAPE.test(normalized);
}

/** Salted with the account, so the same code on two accounts is two different rows. */
export function recoveryCodeHash(accountId: string, normalized: string): string {
  return createHash('sha256').update(`${accountId}:${normalized}`).digest('hex');
}
