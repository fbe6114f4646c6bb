import { describe, expect, it } from 'vitest';
import { isAvatarUrl, testimonialInputSchema } from './testimonials.contracts.js';

describe('testimonial contract', () => {
  it.each([
    ['https://exemple.sn/awa.jpg', true],
    ['http://127.0.0.1:8080/files/avatars/a.png', true],
    ['/uploads/avatars/awa.jpg', true],
    ['//evil.example/a.png', false],
    ['javascript:alert(1)', false],
    ['ftp://exemple.sn/a.png', false],
    ['awa.jpg', false],
  ])('accepts %s as an avatar address: %s', (value, expected) => {
    expect(isAvatarUrl(value)).toBe(expected);
  });

  it('trims the texts and turns a blank role or avatar into null', () => {
    const input = testimonialInputSchema.parse({
      quote: '  Très bon service.  ',
      authorName: ' Awa ',
      authorRole: '   ',
      isVisible: true,
    });

    expect(input).toEqual({
      quote: 'Très bon service.',
      authorName: 'Awa',
      authorRole: null,
      authorAvatarUrl: null,
      isVisible: true,
    });
  });
});
