import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import * as crypto from 'node:crypto';
import ts from 'typescript';
import { signatureHeaders } from './signature';

/**
 * The verification snippets of the pages integrators read (docs/webhooks.md,
 * docs/integrators.md), run as each page shows them (Node, in TypeScript or
 * JavaScript, and Python), against deliveries signed by the service's own
 * signer: what an integrator copies must accept ours and refuse the rest.
 */

const PAGES = ['webhooks.md', 'integrators.md'];

/** The page's first code block in one of `languages` that holds `marker`. */
function snippet(page: string, languages: string, marker: string): string {
  const doc = readFileSync(join(__dirname, '../../../../../docs', page), 'utf8');
  const blocks = [...doc.matchAll(new RegExp('```(?:' + languages + ')\\n([\\s\\S]*?)```', 'g'))].map(([, code]) => code);
  const found = blocks.find((code) => code.includes(marker));
  if (!found) throw new Error(`docs/${page} has no ${languages} block with ${marker}`);
  return found;
}

const SECRET = 'whsec_' + Buffer.from('a'.repeat(32)).toString('base64');
const OLD_SECRET = 'whsec_' + Buffer.from('b'.repeat(32)).toString('base64');
const BODY = JSON.stringify({
  id: 'evt_01a2010c5e3b7c2d9f0a1b2c3d4e5f60',
  event: 'person.created',
  timestamp: '2026-03-10T12:02:11.482Z',
  data: { name: 'José' },
});

interface Vector {
  name: string;
  body: string;
  headers: Record<string, string>;
  secret: string;
  valid: boolean;
}

function vectors(): Vector[] {
  const now = Math.floor(Date.now() / 1000);
  const signed = (secrets: string[], timestamp = now) =>
    signatureHeaders({ eventId: 'evt_01a2010c5e3b7c2d9f0a1b2c3d4e5f60', timestamp, body: BODY, secrets });
  return [
    { name: 'a delivery as sent', body: BODY, headers: signed([SECRET]), secret: SECRET, valid: true },
    { name: 'a rotation, verified with the new secret', body: BODY, headers: signed([SECRET, OLD_SECRET]), secret: SECRET, valid: true },
    {
      name: 'a rotation, verified with the old secret',
      body: BODY,
      headers: signed([SECRET, OLD_SECRET]),
      secret: OLD_SECRET,
      valid: true,
    },
    { name: 'a tampered body', body: BODY.replace('José', 'Josefa'), headers: signed([SECRET]), secret: SECRET, valid: false },
    { name: 'a stale timestamp', body: BODY, headers: signed([SECRET], now - 3600), secret: SECRET, valid: false },
    { name: 'another secret', body: BODY, headers: signed([SECRET]), secret: OLD_SECRET, valid: false },
  ];
}

describe.each(PAGES)('the signature snippets of docs/%s', (page) => {
  it('Node: accepts our deliveries and refuses the others', () => {
    const source = ts.transpileModule(snippet(page, 'ts|js', 'verifyWebhook'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const exports: { verifyWebhook?: (body: string, headers: Record<string, string>, secret: string) => boolean } = {};
    runInNewContext(source, {
      exports,
      require: (name: string) => (name === 'node:crypto' ? crypto : undefined),
      Buffer,
      Date,
      Math,
      Number,
    });
    for (const vector of vectors()) {
      expect({ vector: vector.name, valid: exports.verifyWebhook!(vector.body, vector.headers, vector.secret) }).toEqual({
        vector: vector.name,
        valid: vector.valid,
      });
    }
  });

  it('Python: accepts our deliveries and refuses the others', () => {
    const program = `${snippet(page, 'python', 'def verify_webhook')}
import json, sys
for vector in json.load(sys.stdin):
    print(json.dumps([vector["name"], verify_webhook(vector["body"].encode(), vector["headers"], vector["secret"])]))
`;
    const cases = vectors();
    const result = spawnSync('python3', ['-c', program], { input: JSON.stringify(cases), encoding: 'utf8' });
    expect(result.stderr).toBe('');
    const answers = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as [string, boolean]);
    expect(answers).toEqual(cases.map((vector) => [vector.name, vector.valid]));
  });
});
