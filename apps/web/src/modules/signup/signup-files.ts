/** Spec §9: pictures and CV up to 5 MB (for the CV the limit is only stated in the text). */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

// The gateway re-encodes pictures and accepts these three formats (checked again by content there).
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp';
const PICTURE_TYPES = new Set(PICTURE_ACCEPT.split(','));

/** Spec §5: the CV is accepted by extension. */
export const CV_ACCEPT = '.pdf,.doc,.docx';
const CV_EXTENSIONS = CV_ACCEPT.split(',');

/** Why a chosen picture is refused, or undefined when it is fine. */
export function pictureProblem(file: File): string | undefined {
  if (!PICTURE_TYPES.has(file.type)) return "L'image doit être au format JPEG, PNG ou WebP.";
  if (file.size > MAX_PICTURE_BYTES) return "L'image ne doit pas dépasser 5 Mo.";
  return undefined;
}

export function cvProblem(file: File): string | undefined {
  const name = file.name.toLowerCase();
  return CV_EXTENSIONS.some((extension) => name.endsWith(extension))
    ? undefined
    : 'Le CV doit être un fichier PDF, DOC ou DOCX.';
}
