import { ApiError, ErrorCode } from '@bizapi/contracts';
import { newId } from '@bizapi/runtime';
import { decodeCursor, encodeCursor, listFingerprint } from './cursor';

describe('list cursors', () => {
  const fingerprint = listFingerprint(['company', 'persons', 'createdAt', 'DESC', {}]);
  const cursor = { value: '2026-11-24 07:42:47.123456+00', id: newId(), page: 3, fingerprint };

  it('come back as they were encoded, microseconds included', () => {
    expect(decodeCursor(encodeCursor(cursor), fingerprint)).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ ...cursor, value: null }), fingerprint).value).toBeNull();
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

  it.each([
    ['garbage', 'garbage'],
    ['another list', encodeCursor({ ...cursor, fingerprint: listFingerprint(['other']) })],
    ['a page number below 2', encodeCursor({ ...cursor, page: 1 })],
    ['an id that is not one', encodeCursor({ ...cursor, id: "1' OR '1'='1" })],
    ['JSON of another shape', Buffer.from(JSON.stringify({ value: 1 })).toString('base64url')],
  ])('refuse %s with VALIDATION_ERROR on cursor', (_case, text) => {
    const error = (() => {
      try {
        decodeCursor(text, fingerprint);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(ErrorCode.VALIDATION_ERROR);
    expect((error as ApiError).errors?.[0].field).toBe('cursor');
  });
});
