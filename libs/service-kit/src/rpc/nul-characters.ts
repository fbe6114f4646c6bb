/** Said when a text holds a NUL character, which Postgres cannot store in a text column. */
export const NUL_CHARACTER_MESSAGE = 'Le texte contient un caractère non autorisé.';

/** Whether a string anywhere in `value` (objects, arrays, nested) holds a NUL character. */
export function containsNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNulCharacter);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsNulCharacter);
  return false;
}
