/**
 * Uploaded pictures are stored as WebP at the size their layout may need, plus a small copy beside
 * them for phones and low-data mode (`srcset`). Names carry an upload timestamp
 * (`<ms>_<name>.webp`), so a picture and its small copy never change.
 */
export const SMALL_IMAGE_WIDTH = 480;

const UPLOADED_PICTURE = /^(.*\/\d+_[^/]*?)\.webp$/;
const SMALL_COPY = /\.w\d+\.webp$/;

/** The small copy's address of an uploaded picture; null for any other address. */
export function smallImageUrl(url: string): string | null {
  if (SMALL_COPY.test(url)) return null;
  const match = UPLOADED_PICTURE.exec(url);
  return match ? `${match[1]}.w${SMALL_IMAGE_WIDTH}.webp` : null;
}
