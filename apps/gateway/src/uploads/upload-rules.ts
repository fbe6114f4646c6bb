import { type PortfolioItemType, type PostMediaType, type ProfileFileKind } from '@liggeey/contracts';
import { type Bucket } from '../storage/file-storage.js';
import { type PictureSize } from '../storage/webp-picture.js';

export type UploadKind = ProfileFileKind | 'portfolio' | 'post' | 'article' | 'login-image';

const MB = 1024 * 1024;

export interface AcceptedType {
  /** Extension of the stored file. */
  extension: string;
  contentType: string;
  /** Re-encoded with sharp. */
  image: boolean;
}

export interface UploadRule {
  bucket: Bucket;
  maxMegabytes: number;
  /** By the MIME type `file-type` detects from the content. */
  accepted: Readonly<Record<string, AcceptedType>>;
  /** An accepted image is re-encoded to WebP at this size (see `webpPicture`). */
  resize?: PictureSize;
  /** Kept in private storage, read through a checked download only (CVs). */
  private?: boolean;
}

const image = (extension: string, contentType: string): AcceptedType => ({
  extension,
  contentType,
  image: true,
});
const IMAGES = {
  'image/jpeg': image('jpg', 'image/jpeg'),
  'image/png': image('png', 'image/png'),
  'image/webp': image('webp', 'image/webp'),
};
const VIDEOS = {
  'video/mp4': { extension: 'mp4', contentType: 'video/mp4', image: false },
  'video/quicktime': { extension: 'mov', contentType: 'video/quicktime', image: false },
};
const PDF: AcceptedType = { extension: 'pdf', contentType: 'application/pdf', image: false };

export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  avatar: {
    bucket: 'avatars',
    maxMegabytes: 5,
    accepted: IMAGES,
    resize: { width: 512, height: 512, fit: 'cover' },
  },
  cover: { bucket: 'covers', maxMegabytes: 5, accepted: IMAGES, resize: { width: 1600, fit: 'inside' } },
  cv: {
    bucket: 'cvs',
    private: true,
    maxMegabytes: 5,
    accepted: {
      'application/pdf': PDF,
      // Word 97–2003 files are Compound File Binary containers.
      'application/x-cfb': {
        extension: 'doc',
        contentType: 'application/msword',
        image: false,
      },
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
        extension: 'docx',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        image: false,
      },
    },
  },
  portfolio: {
    bucket: 'portfolio',
    maxMegabytes: 20,
    accepted: {
      ...IMAGES,
      'application/pdf': PDF,
      ...VIDEOS,
    },
    resize: { width: 1600, height: 1600, fit: 'inside' },
  },
  /** Spec §5: a post's media is an image or an mp4/QuickTime video; videos are kept as sent, up to 20 MB. */
  post: {
    bucket: 'posts',
    maxMegabytes: 20,
    accepted: { ...IMAGES, ...VIDEOS },
    resize: { width: 1280, height: 1280, fit: 'inside' },
  },
  /** An article's picture (admins), shown full width like a cover. */
  article: { bucket: 'articles', maxMegabytes: 5, accepted: IMAGES, resize: { width: 1600, fit: 'inside' } },
  /** The /admin-login background (admins), a full-screen picture. */
  'login-image': {
    bucket: 'appearance',
    maxMegabytes: 5,
    accepted: IMAGES,
    resize: { width: 1920, height: 1920, fit: 'inside' },
  },
} as const satisfies Record<UploadKind, UploadRule>;

/** The portfolio item type of an accepted portfolio file. */
export function portfolioTypeOf(accepted: AcceptedType): PortfolioItemType {
  if (accepted.image) return 'image';
  return accepted.contentType.startsWith('video/') ? 'video' : 'pdf';
}

/** The media type of an accepted post file. */
export function postMediaTypeOfAccepted(accepted: AcceptedType): PostMediaType {
  return accepted.image ? 'image' : 'video';
}

export function maxBytes(rule: UploadRule): number {
  return rule.maxMegabytes * MB;
}
