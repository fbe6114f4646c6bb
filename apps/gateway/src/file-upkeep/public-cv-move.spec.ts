import { describe, expect, it } from 'vitest';
import { movedCvKey } from './public-cv-move.js';

const OWNER = '0b9f4c1e-2d3a-4e5f-8a6b-7c8d9e0f1a2b';

describe('movedCvKey', () => {
  it("keeps the public file's stored name, so a replay writes the same key", () => {
    expect(movedCvKey(OWNER, `/files/cvs/${OWNER}/1700000000000_cv-awa.pdf`)).toBe(
      `cvs/${OWNER}/1700000000000_cv-awa.pdf`,
    );
  });

  it('makes a fresh name for one that is not a stored name', () => {
    expect(movedCvKey(OWNER, `/files/cvs/${OWNER}/Mon%20CV.pdf`)).toMatch(
      new RegExp(`^cvs/${OWNER}/\\d+_mon-cv\\.pdf$`),
    );
  });
});
