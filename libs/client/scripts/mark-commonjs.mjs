// The CommonJS build sits in a package whose files are ES modules ("type": "module"): this
// marker makes Node and TypeScript read dist/cjs as CommonJS. tsc writes .js files only.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cjs');
mkdirSync(folder, { recursive: true });
writeFileSync(join(folder, 'package.json'), '{ "type": "commonjs" }\n');
