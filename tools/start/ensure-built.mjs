// Builds before the operator CLI runs on a fresh clone; silent on stdout, so
// `npm run -s admin` still prints exactly one JSON document there.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, build } from '@bizapi/launcher';

if (!existsSync(join(ROOT, 'apps/admin-cli/dist/main.js'))) {
  try {
    build(() => undefined);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
