import { randomBytes } from 'node:crypto';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const key = randomBytes(32).toString('base64');
  const secret = `whsec_${randomBytes(32).toString('base64')}`;

  it('opens what it sealed, and the sealed form does not contain the secret', () => {
    const box = SecretBox.fromBase64(key, 'TEST_KEY');
    const sealed = box.seal(secret);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.open(sealed)).toBe(secret);
  });

  it('seals the same secret differently each time', () => {
    const box = SecretBox.fromBase64(key, 'TEST_KEY');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a sealed secret that was tampered with, or sealed under another key', () => {
    const sealed = SecretBox.fromBase64(key, 'TEST_KEY').seal('secret');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => SecretBox.fromBase64(key, 'TEST_KEY').open(tampered)).toThrow();
    expect(() => SecretBox.fromBase64(randomBytes(32).toString('base64'), 'TEST_KEY').open(sealed)).toThrow();
  });

  it.each([undefined, '', Buffer.from('short').toString('base64')])('will not start with the key %j, and names its variable', (badKey) => {
    expect(() => SecretBox.fromBase64(badKey, 'WEBHOOK_SECRET_KEY')).toThrow(/WEBHOOK_SECRET_KEY/);
  });

  it('derives one key per label from a secret: the same label opens, another does not', () => {
    const master = randomBytes(48).toString('base64');
    const sealed = SecretBox.derived(master, 'label one').seal(secret);
    expect(SecretBox.derived(master, 'label one').open(sealed)).toBe(secret);
    expect(() => SecretBox.derived(master, 'label two').open(sealed)).toThrow();
    expect(() => SecretBox.derived(randomBytes(48).toString('base64'), 'label one').open(sealed)).toThrow();
  });
});
