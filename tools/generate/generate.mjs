// `npm run generate` (after `npm run openapi`, which builds): rewrites the checked-in files that derive from the
// contracts (libs/contracts) besides docs/openapi.json and the client's types: the cluster's NATS authorization and
// PostgreSQL roles. Each keeps its hand-written header (above the generated marker). Tests fail when one is stale:
// tools/openapi's openapi-document.spec.ts, tools/deploy's credentials.spec.ts and kubernetes.spec.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const { databaseRolesScript, natsServerConfig, passwordVariable } = createRequire(import.meta.url)(join(root, 'libs/contracts/dist/index.js'));

/** The file's header up to its generated marker, then the generated text. */
function regenerate(path, marker, generated) {
  const file = join(root, path);
  const committed = readFileSync(file, 'utf8');
  const at = committed.indexOf(marker);
  if (at < 0) throw new Error(`${path} has no "${marker}" line: the generated part starts there`);
  const text = committed.slice(0, at) + generated;
  if (text === committed) return console.log(`${path} is up to date`);
  writeFileSync(file, text);
  console.log(`wrote ${path}`);
}

regenerate('k8s/nats/nats-auth.conf', '# Generated', natsServerConfig({ namespace: '', password: (process) => `$${passwordVariable('NATS', process)}` }));
regenerate('k8s/postgres/postgres-roles.sql', '-- Generated', databaseRolesScript({ namespace: '', database: 'bizapi' }));
