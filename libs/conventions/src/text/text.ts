/** Escapes `%`, `_` and `\` so user text matches literally inside an ILIKE pattern. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `%text%` for a case-insensitive "contains" search. */
export function containsPattern(text: string): string {
  return `%${escapeLikePattern(text)}%`;
}

/**
 * The path of the first string holding a NUL character, which PostgreSQL
 * cannot store in text, or null. Such input is refused before it reaches SQL.
 */
export function findNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNulCharacter(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/** The values in first-seen order without repeats. */
export function uniqueValues<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
