/** `text` with `%`, `_` and the escape character escaped: what someone typed, taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * A LIKE/ILIKE pattern matching `text` anywhere, taken literally (backslash is Postgres' default
 * LIKE escape). Prisma's `contains` does not escape either: pass it `escapeLike(text)`.
 */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
