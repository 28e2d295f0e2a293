import { ApiError } from '@bizapi/contracts';
import { isId } from '@bizapi/runtime';
import { createHash } from 'node:crypto';

/**
 * A position in a list: the sort value and id of the last record shown, the
 * number of the page it leads to, and a fingerprint of the list it belongs
 * to (company, collection, order and filters), so a cursor is only accepted
 * by the list that made it. Opaque to clients: base64url of JSON.
 */
export interface ListCursor {
  /** The sort value as PostgreSQL writes it in text (exact, microseconds included), or null. */
  value: string | null;
  id: string;
  page: number;
  fingerprint: string;
}

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id, cursor.page, cursor.fingerprint])).toString('base64url');
}

export const invalidCursor = () => ApiError.validation('cursor', 'cursor is not a cursor of this list: send meta.nextCursor of the previous page unchanged, with the same filters and order');

/** The cursor, if it belongs to the list whose fingerprint is given; 400 VALIDATION_ERROR on `cursor` otherwise. */
export function decodeCursor(text: string, fingerprint: string): ListCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalidCursor();
  const [value, id, page, print] = parsed as unknown[];
  const valid =
    (value === null || typeof value === 'string') &&
    isId(id) &&
    Number.isSafeInteger(page) &&
    (page as number) > 1 &&
    print === fingerprint;
  if (!valid) throw invalidCursor();
  return { value: value as string | null, id, page: page as number, fingerprint };
}

/** What makes two requests the same list: a cursor of one is accepted by the other only. */
export function listFingerprint(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}
