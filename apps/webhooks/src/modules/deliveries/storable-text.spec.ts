import { storableText } from './delivery-attempts.repository';

describe('storableText', () => {
  it('replaces NUL, which PostgreSQL text cannot hold, and keeps the rest', () => {
    expect(storableText('a\u0000b\u0000')).toBe('a\uFFFDb\uFFFD');
    expect(storableText('olá')).toBe('olá');
    expect(storableText(undefined)).toBeNull();
  });
});
