import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EVENT_NAMES, ROUTES, WEBHOOK_TEST_EVENT } from '@bizapi/contracts';
import { COMMITTED_DOCUMENT, driftMessage } from './drift';

const root = resolve(__dirname, '../../..');
const scratch = mkdtempSync(join(tmpdir(), 'openapi-'));
const generatedPath = join(scratch, 'openapi.json');

/** The generator as `npm run openapi` runs it, on the built apps, into a scratch file. */
function generate(): string {
  const run = spawnSync(process.execPath, [join(root, 'tools/openapi/dist/cli.js'), '--out', generatedPath], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`the generator failed (build first: npx tsc -b tsconfig.build.json):\n${run.stderr}`);
  return readFileSync(generatedPath, 'utf8');
}

function redoclyLint(path: string) {
  const run = spawnSync(process.execPath, [require.resolve('@redocly/cli/bin/cli.js'), 'lint', path, '--format=json'], {
    cwd: root,
    encoding: 'utf8',
  });
  return {
    status: run.status,
    report: JSON.parse(run.stdout) as { totals: { errors: number; warnings: number; ignored: number } },
    stderr: run.stderr,
  };
}

describe('docs/openapi.json', () => {
  let generated: string;
  beforeAll(() => {
    generated = generate();
  });

  it('is what the code generates (otherwise run `npm run openapi` and commit it)', () => {
    const problem = driftMessage(readFileSync(join(root, COMMITTED_DOCUMENT), 'utf8'), generated);
    if (problem) throw new Error(problem);
  });

  it('tells the developer the command when the committed document is stale', () => {
    const stale = JSON.parse(generated);
    stale.components.schemas.Deal.properties.title.type = 'number';
    expect(driftMessage(JSON.stringify(stale, null, 2), generated)).toBe(
      [
        'docs/openapi.json is not what the code generates: run `npm run openapi` and commit docs/openapi.json.',
        '  differs at /components/schemas/Deal/properties/title/type',
      ].join('\n'),
    );
  });

  it('describes every route of the route table with its status, scope, plan feature and credentials', () => {
    const document = JSON.parse(generated);
    for (const route of ROUTES) {
      const operation = document.paths[route.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect({ route: `${route.method} ${route.path}`, scope: operation?.['x-scope'], feature: operation?.['x-feature'] ?? null }).toEqual({
        route: `${route.method} ${route.path}`,
        scope: route.scope,
        feature: route.feature,
      });
      expect(Object.keys(operation.responses)).toContain(String(route.successStatus));
      expect(operation.security).toEqual([{ bearerAuth: [], companyToken: [] }]);
      if (route.extension) expect({ route: `${route.method} ${route.path}`, extension: operation['x-extension'] }).toEqual({ route: `${route.method} ${route.path}`, extension: true });
    }
    // Every event of the catalog, and the test event of POST /webhooks/:id/test (marked an extension).
    expect(Object.keys(document.webhooks).sort()).toEqual([...EVENT_NAMES, WEBHOOK_TEST_EVENT].sort());
    expect(document.webhooks[WEBHOOK_TEST_EVENT].post['x-extension']).toBe(true);
  });

  it('speaks to people: every operation a summary in words and a description, every field described, public schema names', () => {
    const document = JSON.parse(generated);
    const operations = Object.values(document.paths as Record<string, Record<string, { summary: string; description?: string }>>).flatMap(
      (methods) => Object.values(methods),
    );
    expect(operations.filter((operation) => /^(GET|POST|PUT|DELETE) \//.test(operation.summary) || !operation.description)).toEqual([]);
    expect(document.paths['/persons'].post.summary).toBe('Create a person');
    expect(document.paths['/persons'].get.summary).toBe('List persons');
    const undescribed: string[] = [];
    const walk = (schema: Record<string, unknown> | undefined, at: string): void => {
      const properties = (schema?.properties ?? {}) as Record<string, Record<string, unknown>>;
      for (const [name, property] of Object.entries(properties)) {
        if (!property.description && !property.$ref) undescribed.push(`${at}.${name}`);
        walk(property, `${at}.${name}`);
        walk(property.items as Record<string, unknown> | undefined, `${at}.${name}[]`);
      }
    };
    for (const [name, schema] of Object.entries(document.components.schemas as Record<string, Record<string, unknown>>)) walk(schema, name);
    expect(undescribed).toEqual([]);
    expect(Object.keys(document.components.schemas).filter((name) => /Dto$|Record$|Response$|Page$|Detail$/.test(name))).toEqual([]);
    expect(document.components.schemas).toHaveProperty('Person');
    expect(document.components.schemas).toHaveProperty('PersonCreate');
    expect(document.components.schemas).toHaveProperty('PersonUpdate');
    expect(document.components.schemas).toHaveProperty('PersonList');
    expect(document.info.description).toMatch(/^The Business Management External API/);
    expect(document.info.description).not.toMatch(/do not edit/);
  });

  it('passes redocly lint (recommended rules, redocly.yaml) with no errors and no warnings left', () => {
    const committed = redoclyLint(COMMITTED_DOCUMENT);
    expect(committed.report.totals).toEqual({ errors: 0, warnings: 0, ignored: 1 });
    expect(committed.status).toBe(0);
  });

  it('fails redocly lint when an operation loses its security or declares a broken reference', () => {
    const broken = JSON.parse(generated);
    delete broken.paths['/persons'].get.security;
    broken.paths['/persons'].post.requestBody.content['application/json'].schema.$ref = '#/components/schemas/NoSuchDto';
    const brokenPath = join(scratch, 'broken.json');
    writeFileSync(brokenPath, JSON.stringify(broken));
    const { report, status } = redoclyLint(brokenPath);
    expect(report.totals.errors).toBeGreaterThanOrEqual(2);
    expect(status).not.toBe(0);
  });
});
