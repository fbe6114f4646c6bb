import { describe, expect, it } from 'vitest';
import { isValidS256Challenge, s256Challenge, verifierMatches } from './pkce.js';

// RFC 7636 appendix B.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('PKCE S256', () => {
  it('derives the RFC 7636 example challenge', () => {
    expect(s256Challenge(VERIFIER)).toBe(CHALLENGE);
    expect(isValidS256Challenge(CHALLENGE)).toBe(true);
  });

  it('accepts the matching verifier only', () => {
    expect(verifierMatches(VERIFIER, CHALLENGE)).toBe(true);
    expect(verifierMatches(`${VERIFIER.slice(0, -1)}Y`, CHALLENGE)).toBe(false);
  });

  it('refuses verifiers outside the RFC length and alphabet', () => {
    expect(verifierMatches('short', s256Challenge('short'))).toBe(false);
    const spaced = `${VERIFIER} `;
    expect(verifierMatches(spaced, s256Challenge(spaced))).toBe(false);
  });

  it('refuses a challenge that cannot be a base64url SHA-256', () => {
    expect(isValidS256Challenge(VERIFIER.slice(0, 42))).toBe(false);
    expect(isValidS256Challenge('a'.repeat(42) + '=')).toBe(false);
  });
});
