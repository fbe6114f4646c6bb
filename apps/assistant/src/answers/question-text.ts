/** Lower case, accents removed (NFD then the combining marks dropped), spaces collapsed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How questions are grouped for the analysis: their words, punctuation and case left out. */
export function questionKey(text: string): string {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

/** Spec: the assistant only uses words longer than 2 characters. */
export const MIN_WORD_LENGTH = 3;

/** The distinct words of a text longer than 2 characters, normalised, in order. */
export function searchWords(text: string): string[] {
  const words = normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD_LENGTH);
  return [...new Set(words)];
}
