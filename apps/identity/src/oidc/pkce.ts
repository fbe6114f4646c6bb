import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636 §4.1: 43 to 128 characters of the unreserved set. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** A base64url SHA-256 is always 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9\-_]{43}$/;

export function isValidS256Challenge(challenge: string): boolean {
  return S256_CHALLENGE.test(challenge);
}

export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Whether the token request's verifier is the one the authorization request's challenge came from. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier)) return false;
  const expected = Buffer.from(challenge);
  const actual = Buffer.from(s256Challenge(verifier));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
