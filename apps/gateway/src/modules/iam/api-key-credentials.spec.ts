import { apiKeyLookupHash, generateApiKey, generateSecret, hashSecret, isWellFormedApiKey, verifySecret } from './api-key-credentials';

describe('API key credentials', () => {
  it('makes keys of the documented format: prefix, _ak_, 45 alphanumerics, 58 characters', () => {
    const key = generateApiKey();
    expect(key).toMatch(/^[A-Za-z0-9]+_ak_[A-Za-z0-9]{45}$/);
    expect(key).toHaveLength(58);
    expect(isWellFormedApiKey(key)).toBe(true);
  });

  it('makes secrets of 43 base64url characters', () => {
    expect(generateSecret()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('never repeats a key or a secret', () => {
    const keys = new Set(Array.from({ length: 200 }, generateApiKey));
    const secrets = new Set(Array.from({ length: 200 }, generateSecret));
    expect(keys.size).toBe(200);
    expect(secrets.size).toBe(200);
  });

  it.each(['', 'bizextapi_ak_short', `other_ak_${'a'.repeat(45)}`, `bizextapi_ak_${'a'.repeat(44)}!`, null, 42])(
    'does not take %j for a key',
    (value) => {
      expect(isWellFormedApiKey(value)).toBe(false);
    },
  );

  it('hashes secrets with a salted argon2id hash that verifies only the right secret', async () => {
    const secret = generateSecret();
    const [first, second] = await Promise.all([hashSecret(secret), hashSecret(secret)]);
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(secret);
    await expect(verifySecret(first, secret)).resolves.toBe(true);
    await expect(verifySecret(first, generateSecret())).resolves.toBe(false);
  });

  it('finds keys by a hash that does not contain the key', () => {
    const key = generateApiKey();
    expect(apiKeyLookupHash(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(apiKeyLookupHash(key)).toBe(apiKeyLookupHash(key));
  });
});
