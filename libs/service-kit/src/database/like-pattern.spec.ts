import { describe, expect, it } from 'vitest';
import { escapeLike, likePattern } from './like-pattern.js';

describe('likePattern', () => {
  it('escapes the wildcards and the escape character, and matches anywhere', () => {
    expect(likePattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    expect(likePattern('Diop')).toBe('%Diop%');
    expect(escapeLike('50%')).toBe('50\\%');
  });
});
