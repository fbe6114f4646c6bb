import { SMALL_IMAGE_WIDTH } from '@liggeey/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UploadRejected } from '../uploads/upload-rejected.js';
import { webpPicture } from './webp-picture.js';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();

describe('webpPicture', () => {
  it('stores the layout size and a small copy for phones when the picture is wider', async () => {
    const { full, small } = await webpPicture(await photo(2400, 1600), { width: 1600, fit: 'inside' });
    expect(await sharp(full).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(small).not.toBeNull();
    expect(await sharp(small ?? Buffer.alloc(0)).metadata()).toMatchObject({
      format: 'webp',
      width: SMALL_IMAGE_WIDTH,
      height: 320,
    });
  });

  it('needs no small copy for a picture already small, an avatar included', async () => {
    const { full, small } = await webpPicture(await photo(400, 300), { width: 1600, fit: 'inside' });
    expect((await sharp(full).metadata()).width).toBe(400);
    expect(small).toBeNull();
    const avatar = await webpPicture(await photo(1000, 1000), { width: 512, height: 512, fit: 'cover' });
    expect((await sharp(avatar.full).metadata()).width).toBe(512);
    expect(avatar.small).toBeNull();
  });

  it('refuses what cannot be decoded', async () => {
    await expect(
      webpPicture(Buffer.from('pas une image'), { width: 512, fit: 'cover' }),
    ).rejects.toBeInstanceOf(UploadRejected);
  });
});
