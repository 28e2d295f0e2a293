import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const COMMITTED = join(__dirname, 'generated', 'api-types.ts');

/**
 * The client's types are generated, never edited: what `npm run client:types`
 * makes from docs/openapi.json (without its examples) today must be the committed file, so a change
 * to the API reaches the client (and its compile errors) in the same commit.
 */
describe('the generated client types (libs/client/src/generated/api-types.ts)', () => {
  it('are what openapi-typescript makes from docs/openapi.json', () => {
    const folder = mkdtempSync(join(tmpdir(), 'bizapi-client-types-'));
    try {
      const output = join(folder, 'api-types.ts');
      // As `npm run client:types` does: the document without its examples (scripts/document-for-types.mjs).
      const input = join(folder, 'openapi-for-types.json');
      const strip = spawnSync(process.execPath, [join(__dirname, '..', 'scripts', 'document-for-types.mjs'), input], { cwd: ROOT, encoding: 'utf8' });
      expect(strip.status).toBe(0);
      const cli = join(ROOT, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
      const run = spawnSync(process.execPath, [cli, input, '--output', output], { cwd: ROOT, encoding: 'utf8' });
      expect(run.status).toBe(0);
      const fresh = readFileSync(output, 'utf8');
      if (fresh !== readFileSync(COMMITTED, 'utf8')) {
        throw new Error('libs/client/src/generated/api-types.ts is stale: run `npm run client:types` and commit the result.');
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
