// `node libs/client/scripts/document-for-types.mjs <out>`: docs/openapi.json
// without its examples, which openapi-typescript would copy into the client's
// types as @example comments (swelling the published .d.ts). The
// types are the shapes; the examples are for the reference page.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const [out] = process.argv.slice(2);
if (!out) throw new Error('usage: document-for-types.mjs <out.json>');
const document = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../docs/openapi.json'), 'utf8'));

for (const item of Object.values(document.paths)) {
  for (const operation of Object.values(item)) {
    delete operation.requestBody?.content?.['application/json']?.example;
    for (const response of Object.values(operation.responses)) delete response.content?.['application/json']?.example;
  }
}
for (const item of Object.values(document.webhooks ?? {})) delete item.post.requestBody.content['application/json'].schema.examples;

mkdirSync(dirname(resolve(out)), { recursive: true });
writeFileSync(resolve(out), JSON.stringify(document));
