import { describe, expect, it } from 'vitest';
import { smallImageUrl } from './image-variants.js';

describe('smallImageUrl', () => {
  it('names the small copy beside an uploaded picture, locally or in object storage', () => {
    expect(smallImageUrl('/files/posts/u1/1764300000000_marche.webp')).toBe(
      '/files/posts/u1/1764300000000_marche.w480.webp',
    );
    expect(smallImageUrl('https://cdn.liggeey.sn/covers/u1/1764300000000_a.b.webp')).toBe(
      'https://cdn.liggeey.sn/covers/u1/1764300000000_a.b.w480.webp',
    );
  });

  it('has none for the app’s own pictures, other formats, or a small copy itself', () => {
    expect(smallImageUrl('/images/products/guide-freelance.svg')).toBeNull();
    expect(smallImageUrl('/files/portfolio/u1/1764300000000_plan.pdf')).toBeNull();
    expect(smallImageUrl('https://exemple.sn/photo.webp')).toBeNull();
    expect(smallImageUrl('/files/posts/u1/1764300000000_marche.w480.webp')).toBeNull();
  });
});
