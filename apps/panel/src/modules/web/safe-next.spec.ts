import { safeNext } from './safe-next';

describe('where the panel goes after signing in', () => {
  it('keeps a path of the panel with its query', () => {
    expect(safeNext('/panel/webhooks')).toBe('/panel/webhooks');
    expect(safeNext('/panel/webhooks/1/deliveries?status=failed')).toBe('/panel/webhooks/1/deliveries?status=failed');
  });

  it.each([
    undefined,
    '',
    'https://evil.example/panel/keys',
    '//evil.example/panel/keys',
    '/panel//evil.example',
    '/\\evil.example',
    '/panel/\\\\evil.example',
    'javascript:alert(1)',
    '/external/v1/persons',
    '/panel/../external/v1/persons',
    '/panel/%2e%2e/external',
    '/panel/\nLocation: x',
    `/panel/${'a'.repeat(600)}`,
  ])('falls back to the keys page for %j', (next) => {
    expect(safeNext(next)).toBe('/panel/keys');
  });
});
