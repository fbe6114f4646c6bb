/** Passages of about this many words, each starting this many words before the previous ended. */
export const PASSAGE_WORDS = 200;
export const OVERLAP_WORDS = 40;

/**
 * Splits a document's text into passages of a few hundred words that overlap, so a sentence cut
 * at one passage's end is whole in the next. Blank text gives none.
 */
export function splitIntoPassages(text: string, size = PASSAGE_WORDS, overlap = OVERLAP_WORDS): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const passages: string[] = [];
  const step = size - overlap;
  for (let start = 0; start < words.length; start += step) {
    passages.push(words.slice(start, start + size).join(' '));
    if (start + size >= words.length) break;
  }
  return passages;
}
