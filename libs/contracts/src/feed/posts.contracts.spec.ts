import { describe, expect, it } from 'vitest';
import {
  POST_CONTENT_REQUIRED_MESSAGE,
  commentInputSchema,
  postInputSchema,
  postMediaTypeOf,
} from './posts.contracts.js';

describe('post contracts', () => {
  it('trims the text, refuses a blank one in French and turns a blank media into none', () => {
    expect(postInputSchema.parse({ content: '  Bonjour Dakar  ', mediaUrl: ' ' })).toEqual({
      content: 'Bonjour Dakar',
      mediaUrl: null,
    });
    const blank = postInputSchema.safeParse({ content: ' \n\t ', mediaUrl: '/files/posts/u/1_a.webp' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe(POST_CONTENT_REQUIRED_MESSAGE);
    expect(commentInputSchema.safeParse({ postId: 'p', content: '   ' }).error?.issues[0]?.message).toBe(
      'Veuillez écrire votre commentaire.',
    );
  });

  it.each([
    ['/files/posts/u/1_chantier.mp4', 'video'],
    ['/files/posts/u/1_chantier.MOV', 'video'],
    ['/files/posts/u/1_photo.webp', 'image'],
  ])('tells the media type of %s: %s', (url, type) => {
    expect(postMediaTypeOf(url)).toBe(type);
  });
});
