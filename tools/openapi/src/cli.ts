import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { generateDocument } from './document/build-document';

/** The document's text as committed: two-space JSON with a final newline. */
export function documentText(root: string): string {
  return `${JSON.stringify(generateDocument(root), null, 2)}\n`;
}

export const COMMITTED_DOCUMENT = 'docs/openapi.json';
export const REGENERATE_COMMAND = 'npm run openapi';

/**
 * `node tools/openapi/dist/cli.js [--check]`: writes docs/openapi.json from
 * the built apps, or with --check exits 1 when the committed one differs.
 */
function main(): void {
  const root = resolve(__dirname, '../../..');
  const target = join(root, COMMITTED_DOCUMENT);
  const text = documentText(root);
  if (process.argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== text) {
      process.stderr.write(`${COMMITTED_DOCUMENT} differs from the code: run \`${REGENERATE_COMMAND}\` and commit it\n`);
      process.exit(1);
    }
    return;
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  process.stdout.write(`wrote ${COMMITTED_DOCUMENT}\n`);
}

if (require.main === module) main();
