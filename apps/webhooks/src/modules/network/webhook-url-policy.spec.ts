import { createServer } from 'node:https';
import { AddressInfo } from 'node:net';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertAcceptableWebhookUrl, verifyCertificate } from './webhook-url-policy';

const strict = { allowInsecure: false, timeoutMs: 2000 };
const lenient = { allowInsecure: true, timeoutMs: 2000 };
/** What `npm start` runs outside production: the strict rule, plus http:// receivers on loopback. */
const development = { allowInsecure: false, allowLoopback: true, timeoutMs: 2000 };

describe('assertAcceptableWebhookUrl', () => {
  it.each([
    ['not a url', /absolute URL/],
    ['http://example.com/hook', /https/],
    ['ftp://example.com/hook', /https/],
    ['https://user:pass@example.com/hook', /credentials/],
    ['https://127.0.0.1/hook', /not publicly reachable/],
    ['https://localhost:8443/hook', /not publicly reachable/],
    ['https://10.0.0.5/hook', /not publicly reachable/],
    ['https://169.254.169.254/latest/meta-data', /not publicly reachable/],
    ['https://[::1]/hook', /not publicly reachable/],
    [`https://example.com/${'a'.repeat(2100)}`, /at most 2048/],
  ])('refuses %s', async (url, reason) => {
    await expect(assertAcceptableWebhookUrl(url, strict)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'url', message: expect.stringMatching(reason) }],
    });
  });

  it('does not tell the client which internal address a host resolves to', async () => {
    const refusal = await assertAcceptableWebhookUrl('https://localhost:8443/hook', strict).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ errors: [{ field: 'url', message: 'url is not publicly reachable' }] });
    expect(JSON.stringify(refusal)).not.toMatch(/127\.0\.0\.1|::1/);
  });

  it.each(['http://localhost:4000/webhooks', 'http://LOCALHOST./hook', 'http://app.localhost:4000/hook', 'http://127.0.0.1:4000/hook', 'http://127.8.9.10/hook', 'http://[::1]:4000/hook'])(
    'accepts %s as a loopback receiver in development, and refuses it otherwise',
    async (url) => {
      await expect(assertAcceptableWebhookUrl(url, development)).resolves.toBeUndefined();
      await expect(assertAcceptableWebhookUrl(url, strict)).rejects.toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field: 'url' }] });
    },
  );

  it.each([
    ['https://localhost:8443/hook', /not publicly reachable/],
    ['https://127.0.0.1/hook', /not publicly reachable/],
    ['http://10.0.0.5/hook', /https/],
    ['http://169.254.169.254/latest/meta-data', /https/],
    ['http://[::ffff:127.0.0.1]/hook', /https/],
    ['http://[::7f00:1]/hook', /https/],
    ['https://[::7f00:1]/hook', /not publicly reachable/],
    ['http://user:pass@localhost:4000/hook', /credentials/],
    ['ftp://localhost/hook', /https/],
  ])('still refuses %s in development: only plain http on a loopback host is let through', async (url, reason) => {
    await expect(assertAcceptableWebhookUrl(url, development)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'url', message: expect.stringMatching(reason) }],
    });
  });

  it('accepts http and private addresses only in insecure mode', async () => {
    await expect(assertAcceptableWebhookUrl('http://127.0.0.1:9999/hook', lenient)).resolves.toBeUndefined();
    await expect(assertAcceptableWebhookUrl('ftp://127.0.0.1/hook', lenient)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('verifyCertificate', () => {
  it('refuses a self-signed certificate', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'selfsigned-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=hooks.example.com'], { stdio: 'ignore' });
    const server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (_req, res) => res.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(verifyCertificate('127.0.0.1', 'hooks.example.com', port, 2000)).rejects.toThrow(/SELF_SIGNED|self.signed/i);
    } finally {
      server.close();
    }
  });
});
