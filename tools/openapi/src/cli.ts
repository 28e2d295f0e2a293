import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { generateDocument } from './document/build-document';
import { COMMITTED_DOCUMENT, driftMessage } from './drift';

/** The document's text as committed: two-space JSON with a final newline. */
export function documentText(root: string): string {
  return `${JSON.stringify(generateDocument(root), null, 2)}\n`;
}

/**
 * `node tools/openapi/dist/cli.js [--out <file>] [--check]` (after `tsc -b`):
 * writes the document generated from the built apps to docs/openapi.json (or
 * `--out`); with `--check`, writes nothing and exits 1 when the committed
 * document differs.
 */
function main(argv: string[]): void {
  const root = resolve(__dirname, '../../..');
  const text = documentText(root);
  const committed = resolve(root, COMMITTED_DOCUMENT);
  if (argv.includes('--check')) {
    const problem = driftMessage(readFileSync(committed, 'utf8'), text);
    if (problem) {
      process.stderr.write(`${problem}\n`);
      process.exitCode = 1;
    }
    return;
  }
  const outAt = argv.indexOf('--out');
  const target = outAt >= 0 ? resolve(argv[outAt + 1]) : committed;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  process.stdout.write(`wrote ${target}\n`);
}

if (require.main === module) main(process.argv.slice(2));
