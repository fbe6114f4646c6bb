/** POST /uploads/avatar and /uploads/cover: JPEG, PNG or WebP up to 5 MB (the server reads the content). */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp';
const PICTURE_TYPES = new Set(PICTURE_ACCEPT.split(','));

/** Spec §9: CV as PDF, DOC or DOCX, 5 MB at most. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT = '.pdf,.doc,.docx';
const CV_EXTENSIONS = CV_ACCEPT.split(',');

/** Why a chosen picture is refused before sending it, or undefined when it may go. */
export function pictureProblem(file: File): string | undefined {
  if (!PICTURE_TYPES.has(file.type)) return "L'image doit être au format JPEG, PNG ou WebP.";
  if (file.size > MAX_PICTURE_BYTES) return "L'image ne doit pas dépasser 5 Mo.";
  return undefined;
}

export function cvProblem(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (!CV_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return 'Le CV doit être un fichier PDF, DOC ou DOCX.';
  }
  if (file.size > MAX_CV_BYTES) return 'Le CV ne doit pas dépasser 5 Mo.';
  return undefined;
}
