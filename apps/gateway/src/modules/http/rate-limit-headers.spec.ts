import { applyRateLimitHeaders } from './rate-limit-headers';

describe('rate-limit headers', () => {
  const headersOf = (state: Parameters<typeof applyRateLimitHeaders>[1], policy?: 'company' | 'api-key') => {
    const sent: Record<string, unknown> = {};
    const reply = { header: (name: string, value: unknown) => ((sent[name] = value), reply) } as never;
    applyRateLimitHeaders(reply, state, policy);
    return sent;
  };

  it('sends the classic fields and the IETF draft fields with the same figures', () => {
    expect(headersOf({ allowed: true, limit: 100, remaining: 42, resetSeconds: 17, retryAfterSeconds: 0 })).toEqual({
      'RateLimit-Limit': 100,
      'RateLimit-Remaining': 42,
      'RateLimit-Reset': 17,
      'RateLimit-Policy': '"company";q=100;w=60',
      RateLimit: '"company";r=42;t=17',
    });
  });

  it('never asks to wait longer than the window on a 429', () => {
    const sent = headersOf({ allowed: false, limit: 20, remaining: 0, resetSeconds: 59, retryAfterSeconds: 61 }, 'api-key');
    expect(sent['Retry-After']).toBe(60);
    expect(sent['RateLimit-Policy']).toBe('"api-key";q=20;w=60');
  });
});
