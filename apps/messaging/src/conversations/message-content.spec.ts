import { MESSAGE_MAX_LENGTH } from '@liggeey/contracts';
import { describe, expect, it } from 'vitest';
import { validMessageContent } from './message-content.js';

describe('validMessageContent', () => {
  it('keeps the trimmed text', () => {
    expect(validMessageContent('  Bonjour  ')).toBe('Bonjour');
  });

  it.each(['', '   ', '\n\t '])('refuses blank text %j in French', (content) => {
    expect(() => validMessageContent(content)).toThrow('Le message est vide.');
  });

  it('refuses a message over the limit', () => {
    expect(() => validMessageContent('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toThrow(/ne peut pas dépasser/);
  });
});
