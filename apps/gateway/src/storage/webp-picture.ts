import { SMALL_IMAGE_WIDTH } from '@liggeey/contracts';
import sharp from 'sharp';
import { UPLOAD_MESSAGES, UploadRejected } from '../uploads/upload-rejected.js';

const WEBP_QUALITY = 80;
/** Refuses decompression bombs: a few MB of PNG can claim gigapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface PictureSize {
  width: number;
  height?: number;
  fit: 'cover' | 'inside';
}

/** An uploaded picture as stored: its size for the layout, and a small copy when it is wider. */
export interface WebpPicture {
  full: Buffer;
  small: Buffer | null;
}

/**
 * WebP re-encoding: applies the EXIF rotation, resizes down only, drops every metadata, and makes
 * the small copy phones and low-data mode load (`smallImageUrl`).
 */
export async function webpPicture(bytes: Buffer, size: PictureSize): Promise<WebpPicture> {
  try {
    const rotated = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const full = await rotated
      .clone()
      .resize({ ...size, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    // A copy barely smaller than the picture (an avatar's 512 px) would save nothing.
    const small =
      full.info.width > SMALL_IMAGE_WIDTH * 1.5
        ? await sharp(full.data)
            .resize({ width: SMALL_IMAGE_WIDTH })
            .webp({ quality: WEBP_QUALITY })
            .toBuffer()
        : null;
    return { full: full.data, small };
  } catch {
    // The signature looked like an image but the content cannot be decoded.
    throw new UploadRejected(415, UPLOAD_MESSAGES.type);
  }
}
