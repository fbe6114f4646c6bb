import { describe, expect, it } from 'vitest';
import {
  articleExcerpt,
  articleInputSchema,
  isArticleImageUrl,
  readingMinutes,
} from './articles.contracts.js';

describe('article contract', () => {
  it.each([
    ['/files/articles/u1/chantier.webp', true],
    ['https://exemple.sn/chantier.jpg', true],
    ['http://127.0.0.1:8080/files/a.png', true],
    ['/etc/passwd', false],
    ['//evil.example/a.png', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['chantier.jpg', false],
  ])('accepts %s as an image address: %s', (value, expected) => {
    expect(isArticleImageUrl(value)).toBe(expected);
  });

  it('counts about 200 words a minute, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('mot '.repeat(200))).toBe(1);
    expect(readingMinutes('mot '.repeat(201))).toBe(2);
    expect(readingMinutes('mot\n'.repeat(1000))).toBe(5);
  });

  it('makes a plain-text excerpt without the Markdown marks, cut at 180 characters', () => {
    expect(articleExcerpt('## Titre\n\nDu **gras**, un [lien](https://a.sn) et ![image](/x.png).')).toBe(
      'Titre Du gras, un lien et .',
    );
    const long = articleExcerpt('mot '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(181);
    expect(long.endsWith('…')).toBe(true);
  });

  it('trims the texts and turns a blank image address into null', () => {
    expect(articleInputSchema.parse({ title: ' Titre ', content: ' Texte ', imageUrl: '  ' })).toEqual({
      title: 'Titre',
      content: 'Texte',
      imageUrl: null,
    });
  });
});
