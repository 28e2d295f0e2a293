import { ApiError } from '@bizapi/contracts';
import { isId } from '@bizapi/runtime';
import { createHash } from 'node:crypto';

/** The longest cursor accepted or made: it travels in a URL. */
export const MAX_CURSOR_LENGTH = 2000;

/** The order and filters of the list a cursor continues: what `?cursor=…` alone walks on with. */
export interface CursorList {
  orderBy: string;
  order: string;
  /** The filters of the first page (declared ones and `updatedSince`) as sent, by parameter. */
  filters: Record<string, string>;
}

/**
 * A position in a list: the sort value and id of the last record shown, the
 * number of the page it leads to, a fingerprint of the list it belongs to
 * (company, collection, order and filters), so a cursor is only accepted by
 * the list that made it, and that list's order and filters. Opaque to
 * clients: base64url of a JSON array.
 */
export interface ListCursor {
  /** The sort value as PostgreSQL writes it in text (exact, microseconds included), or null. */
  value: string | null;
  id: string;
  page: number;
  fingerprint: string;
  /**
   * Absent from a cursor that does not carry its list: one made before
   * cursors did, or one whose filters would have made it longer than
   * MAX_CURSOR_LENGTH. Such a cursor needs the same order and filters sent with it.
   */
  list?: CursorList;
}

const toText = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

export function encodeCursor(cursor: ListCursor): string {
  const position = [cursor.value, cursor.id, cursor.page, cursor.fingerprint];
  const { list } = cursor;
  const carrying = list ? toText([...position, list.orderBy, list.order, list.filters]) : undefined;
  return carrying && carrying.length <= MAX_CURSOR_LENGTH ? carrying : toText(position);
}

export const invalidCursor = () =>
  ApiError.validation('cursor', 'cursor is not a cursor of this list: send meta.nextCursor of the previous page unchanged');

/** A cursor sent with an order or filters other than the ones it carries. */
export const cursorOfAnotherList = () =>
  ApiError.validation(
    'cursor',
    'cursor continues a list with another order or other filters: send it alone (it carries them), or with the same orderBy, order and filters',
  );

/**
 * The cursor a client sent, checked for shape only; whether it belongs to
 * the list asked for is the fingerprint's business (the lister compares it
 * once it knows the list). 400 VALIDATION_ERROR on `cursor` when malformed.
 */
export function decodeCursor(text: string): ListCursor {
  if (text.length > MAX_CURSOR_LENGTH) throw invalidCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || (parsed.length !== 4 && parsed.length !== 7)) throw invalidCursor();
  const [value, id, page, fingerprint, orderBy, order, filters] = parsed as unknown[];
  const valid =
    (value === null || typeof value === 'string') &&
    isId(id) &&
    Number.isSafeInteger(page) &&
    (page as number) > 1 &&
    typeof fingerprint === 'string';
  if (!valid) throw invalidCursor();
  const cursor: ListCursor = { value: value as string | null, id, page: page as number, fingerprint };
  if (parsed.length === 4) return cursor;
  if (typeof orderBy !== 'string' || typeof order !== 'string' || !isTextRecord(filters)) throw invalidCursor();
  return { ...cursor, list: { orderBy, order, filters } };
}

function isTextRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

/** What makes two requests the same list: a cursor of one is accepted by the other only. */
export function listFingerprint(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}
