/** Paid files and product pictures are larger than profile files: guides, videos, archives. */
export const PRODUCT_FILE_MAX_MEGABYTES = 20;
export const PRODUCT_IMAGE_MAX_MEGABYTES = 5;

/** What a digital product may deliver, by the type `file-type` reads from the content. */
export const PRODUCT_FILE_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/epub+zip': 'epub',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Product pictures, re-encoded to WebP. */
export const PRODUCT_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const PRODUCT_IMAGE_SIZE = { width: 1200, height: 1200, fit: 'inside' } as const;
