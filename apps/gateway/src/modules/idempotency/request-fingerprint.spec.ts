import { canonicalJson, isValidIdempotencyKey, requestFingerprint } from './request-fingerprint';

describe('request fingerprints of idempotent writes', () => {
  it('ignores key order and spacing, not values', () => {
    expect(requestFingerprint('POST', '/persons', { a: 1, b: { c: [1, 2] } })).toBe(requestFingerprint('POST', '/persons', { b: { c: [1, 2] }, a: 1 }));
    expect(requestFingerprint('POST', '/persons', { a: 1 })).not.toBe(requestFingerprint('POST', '/persons', { a: 2 }));
    expect(requestFingerprint('POST', '/persons', [1, 2])).not.toBe(requestFingerprint('POST', '/persons', [2, 1]));
  });

  it('tells method and path apart', () => {
    expect(requestFingerprint('POST', '/persons', {})).not.toBe(requestFingerprint('PUT', '/persons', {}));
    expect(requestFingerprint('PUT', '/persons/1', {})).not.toBe(requestFingerprint('PUT', '/persons/2', {}));
  });

  it('writes canonical JSON', () => {
    expect(canonicalJson({ b: 1, a: [null, 'x', { d: true, c: 2 }] })).toBe('{"a":[null,"x",{"c":2,"d":true}],"b":1}');
  });

  it.each([
    ['0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e', true],
    ['order 42/retry', true],
    ['x'.repeat(255), true],
    ['', false],
    [' x', false],
    ['x ', false],
    ['x'.repeat(256), false],
    ['ção', false],
    ['a\nb', false],
  ])('key %j valid: %s', (key, valid) => {
    expect(isValidIdempotencyKey(key)).toBe(valid);
  });
});
