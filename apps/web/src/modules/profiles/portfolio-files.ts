import type { PortfolioItemType } from '../../graphql/generated/graphql';

/** POST /uploads/portfolio takes images, PDF and MP4/QuickTime videos up to 20 MB. */
export const MAX_PORTFOLIO_BYTES = 20 * 1024 * 1024;
export const PORTFOLIO_ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,application/pdf,video/mp4,video/quicktime';

/** The item type of a chosen file, from its MIME type; undefined when the server would refuse it. */
export function portfolioTypeOf(file: File): PortfolioItemType | undefined {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type === 'application/pdf') return 'pdf';
  if (file.type === 'video/mp4' || file.type === 'video/quicktime') return 'video';
  return undefined;
}

/** Why a chosen file is refused before sending it, or undefined when it may go (the server checks again). */
export function portfolioFileProblem(file: File): string | undefined {
  if (!portfolioTypeOf(file)) return 'Le fichier doit être une image, un PDF ou une vidéo MP4/MOV.';
  if (file.size > MAX_PORTFOLIO_BYTES) return 'Le fichier ne doit pas dépasser 20 Mo.';
  return undefined;
}

const TYPES: readonly PortfolioItemType[] = ['image', 'pdf', 'video'];

/** The server's answer decides the type (it reads the content); the file's MIME type is the fallback. */
export function uploadedType(serverType: string | undefined, file: File): PortfolioItemType {
  return TYPES.find((type) => type === serverType) ?? portfolioTypeOf(file) ?? 'image';
}
