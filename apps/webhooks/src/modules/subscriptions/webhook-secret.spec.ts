import { randomBytes } from 'node:crypto';
import { SecretBox, generateWebhookSecret } from './secret-box';

describe('SecretBox', () => {
  const key = randomBytes(32).toString('base64');

  it('opens what it sealed, and the sealed form does not contain the secret', () => {
    const box = new SecretBox(key);
    const secret = generateWebhookSecret();
    const sealed = box.seal(secret);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.open(sealed)).toBe(secret);
  });

  it('seals the same secret differently each time', () => {
    const box = new SecretBox(key);
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a sealed secret that was tampered with, or sealed under another key', () => {
    const sealed = new SecretBox(key).seal('secret');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => new SecretBox(key).open(tampered)).toThrow();
    expect(() => new SecretBox(randomBytes(32).toString('base64')).open(sealed)).toThrow();
  });

  it.each([undefined, '', Buffer.from('short').toString('base64')])('will not start with the key %j', (badKey) => {
    expect(() => new SecretBox(badKey)).toThrow(/WEBHOOK_SECRET_KEY/);
  });
});

describe('generateWebhookSecret', () => {
  it('makes whsec_ secrets of 32 random bytes', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
  });
});
