import { ApiError, ErrorCode } from '@bizapi/contracts';
import { newId } from '@bizapi/runtime';
import { MAX_CURSOR_LENGTH, decodeCursor, encodeCursor, listFingerprint } from './cursor';

describe('list cursors', () => {
  const fingerprint = listFingerprint(['company', 'persons', 'createdAt', 'DESC', {}]);
  const list = { orderBy: 'name', order: 'ASC', filters: { personType: 'COMPANY', search: 'Conceição' } };
  const cursor = { value: '2026-11-24 07:42:47.123456+00', id: newId(), page: 3, fingerprint, list };

  it('come back as they were encoded, microseconds, order and filters included', () => {
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ ...cursor, value: null })).value).toBeNull();
  });

  it('stay compact: a cursor of a filtered list in a URL is a couple of hundred characters', () => {
    expect(encodeCursor(cursor).length).toBeLessThan(250);
    expect(encodeCursor(cursor)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('leave out the filters when carrying them would pass the limit; such a cursor carries no list', () => {
    const long = { ...cursor, list: { ...list, filters: { search: 'ç'.repeat(255), title: 'ã'.repeat(255), code: '\u0001'.repeat(255) } } };
    const text = encodeCursor(long);
    expect(text.length).toBeLessThanOrEqual(MAX_CURSOR_LENGTH);
    const { list: carried, ...position } = decodeCursor(text);
    expect(carried).toBeUndefined();
    expect(position).toEqual({ value: cursor.value, id: cursor.id, page: 3, fingerprint });
  });

  it('still read the position of a cursor made before they carried their list', () => {
    const older = Buffer.from(JSON.stringify([cursor.value, cursor.id, 3, fingerprint])).toString('base64url');
    expect(decodeCursor(older)).toEqual({ value: cursor.value, id: cursor.id, page: 3, fingerprint });
  });

  it('differ in fingerprint whenever the company, collection, order or filters differ', () => {
    const prints = [
      listFingerprint(['company', 'persons', 'createdAt', 'DESC', {}]),
      listFingerprint(['other', 'persons', 'createdAt', 'DESC', {}]),
      listFingerprint(['company', 'leads', 'createdAt', 'DESC', {}]),
      listFingerprint(['company', 'persons', 'name', 'DESC', {}]),
      listFingerprint(['company', 'persons', 'createdAt', 'ASC', {}]),
      listFingerprint(['company', 'persons', 'createdAt', 'DESC', { personType: 'COMPANY' }]),
    ];
    expect(new Set(prints).size).toBe(prints.length);
  });

  const encoded = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
  it.each([
    ['garbage', 'garbage'],
    ['a page number below 2', encodeCursor({ ...cursor, page: 1 })],
    ['an id that is not one', encodeCursor({ ...cursor, id: "1' OR '1'='1" })],
    ['JSON of another shape', Buffer.from(JSON.stringify({ value: 1 })).toString('base64url')],
    ['filters that are not text', encoded([cursor.value, cursor.id, 3, fingerprint, 'name', 'ASC', { search: 1 }])],
    ['filters in an array', encoded([cursor.value, cursor.id, 3, fingerprint, 'name', 'ASC', ['search']])],
    ['an order that is not text', encoded([cursor.value, cursor.id, 3, fingerprint, 'name', null, {}])],
    ['a cursor over the length limit', 'A'.repeat(MAX_CURSOR_LENGTH + 1)],
  ])('refuse %s with VALIDATION_ERROR on cursor', (_case, text) => {
    const error = (() => {
      try {
        decodeCursor(text);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(ErrorCode.VALIDATION_ERROR);
    expect((error as ApiError).errors?.[0].field).toBe('cursor');
  });
});
