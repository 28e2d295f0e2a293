import { ReceivedWebhook, Tenant, WebhookReceiver, createTenant, testStack } from '@bizapi/testing';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `@bizapi/client` as an integrator gets it: packed with `npm pack` (its
 * `prepack` builds it), installed from the tarball into a folder outside the
 * workspace, and used from there with `import` and with `require` against
 * the running system. Its one dependency, and that one's, are packed from
 * the workspace's node_modules, so the install runs offline.
 */
const ROOT = join(__dirname, '..', '..', '..');
const PACKAGE = join(ROOT, 'libs', 'client');

function run(command: string, args: string[], cwd: string, options: { env?: Record<string, string>; input?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { cwd, env: { ...process.env, ...options.env }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${command} ${args.join(' ')} failed: ${error.message}\n${stderr}`)) : resolve(stdout),
    );
    if (options.input !== undefined) child.stdin?.end(options.input);
  });
}

const npm = (args: string[], cwd: string) => run(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, cwd);

/** The folder of an installed package as Node finds it from `from`. */
function installedFolder(name: string, from: string): string {
  for (let folder = from; ; folder = join(folder, '..')) {
    const candidate = join(folder, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (folder === join(folder, '..')) throw new Error(`${name} is not installed above ${from}`);
  }
}

/** The run-time dependencies of a package folder, and theirs, as folders. */
function dependencyFolders(folder: string, found = new Map<string, string>()): string[] {
  const { dependencies = {} } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  for (const name of Object.keys(dependencies)) {
    if (found.has(name)) continue;
    found.set(name, installedFolder(name, folder));
    dependencyFolders(found.get(name) as string, found);
  }
  return [...found.values()];
}

/**
 * What both module systems run, given the package's exports as `client`:
 * `person` signs in, creates a person and reads it back; `verify` checks
 * the deliveries given on stdin. Prints one JSON line.
 */
const PROGRAM = `
async function main(client, loaded) {
  if (process.argv[2] === 'person') {
    const api = client.createBizApiClient({ baseUrl: process.env.BIZAPI_BASE_URL, apiKey: process.env.BIZAPI_API_KEY, secret: process.env.BIZAPI_SECRET });
    const created = await api.POST('/persons', { body: { name: process.env.PERSON_NAME, personType: 'INDIVIDUAL' } });
    if (created.error) throw new Error(JSON.stringify(created.error));
    const read = await api.GET('/persons/{id}', { params: { path: { id: created.data.id } } });
    console.log(JSON.stringify({ loaded, created: created.data, read: read.data }));
    return;
  }
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const results = JSON.parse(Buffer.concat(chunks).toString()).map(({ secret, headers, body, nowSeconds }) => {
    try {
      const event = client.verifyWebhook(secret, headers, Buffer.from(body), nowSeconds ? { now: () => nowSeconds * 1000 } : {});
      return { event: event.event, id: event.id, dataId: event.data.id };
    } catch (error) {
      if (!(error instanceof client.WebhookVerificationError)) throw error;
      return { reason: error.reason };
    }
  });
  console.log(JSON.stringify({ loaded, results }));
}
`;

const PROGRAMS = {
  'esm.mjs': `import * as client from '@bizapi/client';\n${PROGRAM}\nawait main(client, import.meta.resolve('@bizapi/client'));\n`,
  'cjs.cjs': `const client = require('@bizapi/client');\n${PROGRAM}\nmain(client, require.resolve('@bizapi/client')).catch((error) => { console.error(error); process.exit(1); });\n`,
};
type Program = keyof typeof PROGRAMS;

interface Verified {
  event?: string;
  id?: string;
  dataId?: string;
  reason?: string;
}

describe('@bizapi/client, packed and installed outside the workspace', () => {
  let scratch: string;
  let app: string;
  let packed: string[];

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'bizapi-client-package-'));
    app = join(scratch, 'app');
    const [client] = JSON.parse(await npm(['pack', '--json', '--pack-destination', scratch], PACKAGE)) as Array<{ filename: string; files: Array<{ path: string }> }>;
    packed = client.files.map((file) => file.path);
    const dependencies = dependencyFolders(PACKAGE);
    const tarballs = JSON.parse(await npm(['pack', '--json', '--ignore-scripts', '--pack-destination', scratch, ...dependencies], ROOT)) as Array<{ filename: string }>;
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'integrator', private: true }));
    await npm(['install', '--offline', '--no-audit', '--no-fund', ...[client, ...tarballs].map((tarball) => join(scratch, tarball.filename))], app);
    for (const [name, text] of Object.entries(PROGRAMS)) writeFileSync(join(app, name), text);
  }, 180_000);

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('holds both builds with their types and the README, nothing else of the workspace, and needs no workspace package', () => {
    expect(packed.filter((path) => !/^(dist\/(esm|cjs)\/.+\.(js|d\.ts)|dist\/cjs\/package\.json|README\.md|package\.json)$/.test(path))).toEqual([]);
    expect(packed).toEqual(expect.arrayContaining(['dist/esm/index.js', 'dist/esm/index.d.ts', 'dist/cjs/index.js', 'dist/cjs/index.d.ts', 'README.md']));
    const installed = JSON.parse(readFileSync(join(app, 'node_modules', '@bizapi', 'client', 'package.json'), 'utf8'));
    expect(installed.private).toBeUndefined();
    expect(Object.keys(installed.dependencies ?? {}).filter((name) => name.startsWith('@bizapi/'))).toEqual([]);
    expect(installed.version).toBe(JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')).version);
  });

  describe('against the running system', () => {
    let tenant: Tenant;
    let receiver: WebhookReceiver;
    let subscription: { id: string; secret: string };
    const people: Partial<Record<Program, { id: string; name: string }>> = {};

    const runProgram = async (program: Program, action: string, env: Record<string, string> = {}, input?: string) =>
      JSON.parse(await run(process.execPath, [program, action], app, { env, input })) as Record<string, any>;

    beforeAll(async () => {
      tenant = await createTenant({ seed: false });
      receiver = await WebhookReceiver.start();
      subscription = (await tenant.api.post('/webhooks', { url: receiver.url, events: ['person.created'] })).body;
    });

    it.each(Object.keys(PROGRAMS) as Program[])('%s signs in with the key and secret, creates a person and reads it back', async (program) => {
      const name = `Packed ${program}`;
      const env = { BIZAPI_BASE_URL: testStack().baseUrl, BIZAPI_API_KEY: tenant.key.apiKey, BIZAPI_SECRET: tenant.key.secret, PERSON_NAME: name };
      const { loaded, created, read } = await runProgram(program, 'person', env);

      // Each module system loaded its own build.
      expect(loaded).toContain(program === 'esm.mjs' ? '/dist/esm/index.js' : '/dist/cjs/index.js');
      expect(created).toMatchObject({ name, personType: 'INDIVIDUAL', isActive: true });
      expect(read).toEqual((await tenant.api.get(`/persons/${created.id}`)).body);
      people[program] = created;
    }, 60_000);

    it.each(Object.keys(PROGRAMS) as Program[])(
      '%s verifies real deliveries with verifyWebhook: both secrets of a rotation; not tampered, stale or unsigned',
      async (program) => {
        const made = Object.values(people).map((person) => person?.id);
        expect(made).toEqual([expect.any(String), expect.any(String)]);
        const deliveryOf = async (personId?: string) => (await receiver.waitFor(1, (request) => request.json?.data?.id === personId))[0];
        const plain = await Promise.all(made.map(deliveryOf));
        const rotated = await rotatedDelivery();

        const stamp = (delivery: ReceivedWebhook) => Number(delivery.headers['x-webhook-timestamp']);
        const unsigned = Object.fromEntries(Object.entries(rotated.delivery.headers).filter(([name]) => !name.endsWith('signature')));
        const standardOnly = Object.fromEntries(Object.entries(rotated.delivery.headers).filter(([name]) => !name.startsWith('x-webhook-')));
        const cases = [
          ...plain.map((delivery) => ({ secret: subscription.secret, headers: delivery.headers, body: delivery.body })),
          { secret: subscription.secret, headers: rotated.delivery.headers, body: rotated.delivery.body },
          { secret: rotated.secret, headers: rotated.delivery.headers, body: rotated.delivery.body },
          { secret: rotated.secret, headers: standardOnly, body: rotated.delivery.body },
          { secret: rotated.secret, headers: rotated.delivery.headers, body: rotated.delivery.body.replace('Rotated', 'Forged') },
          { secret: rotated.secret, headers: rotated.delivery.headers, body: rotated.delivery.body, nowSeconds: stamp(rotated.delivery) + 301 },
          { secret: rotated.secret, headers: unsigned, body: rotated.delivery.body },
        ];

        const { results } = await runProgram(program, 'verify', {}, JSON.stringify(cases));

        const event = (delivery: ReceivedWebhook): Verified => ({ event: 'person.created', id: delivery.json.id, dataId: delivery.json.data.id });
        expect(results).toEqual([
          ...plain.map(event),
          event(rotated.delivery),
          event(rotated.delivery),
          event(rotated.delivery),
          { reason: 'invalid-signature' },
          { reason: 'timestamp-out-of-tolerance' },
          { reason: 'missing-header' },
        ]);
      },
      60_000,
    );

    /** A delivery signed during a rotation (both secrets), made once for both programs. */
    let rotation: Promise<{ secret: string; delivery: ReceivedWebhook }> | undefined;
    function rotatedDelivery() {
      rotation ??= (async () => {
        const { secret } = (await tenant.api.post(`/webhooks/${subscription.id}/rotate-secret`)).body as { secret: string };
        const person = (await tenant.api.post('/persons', { name: 'Rotated Person', personType: 'INDIVIDUAL' })).body as { id: string };
        const [delivery] = await receiver.waitFor(1, (request) => request.json?.data?.id === person.id);
        expect(String(delivery.headers['x-webhook-signature']).split(' ')).toHaveLength(2);
        return { secret, delivery };
      })();
      return rotation;
    }
  });

  it("compiles the README's TypeScript examples against the installed package, and its CommonJS types", async () => {
    const readme = readFileSync(join(app, 'node_modules', '@bizapi', 'client', 'README.md'), 'utf8');
    const examples = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
    expect(examples.length).toBeGreaterThanOrEqual(5);
    const files = examples.map((example, index) => {
      writeFileSync(join(app, `readme-${index + 1}.mts`), example);
      return `readme-${index + 1}.mts`;
    });
    // `require`'s types: a CommonJS module using what the examples use.
    writeFileSync(
      join(app, 'required.cts'),
      "import { createBizApiClient, verifyWebhook, type WebhookEvent } from '@bizapi/client';\n" +
        "const event: WebhookEvent<'person.created'> = verifyWebhook('whsec_x', {}, '') as WebhookEvent<'person.created'>;\n" +
        "export const name: string = event.data.name;\nexport const client = createBizApiClient;\n",
    );
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const options = ['--noEmit', '--strict', '--module', 'nodenext', '--target', 'es2022', '--typeRoots', join(ROOT, 'node_modules', '@types'), '--types', 'node'];
    await expect(run(process.execPath, [tsc, ...options, ...files, 'required.cts'], app)).resolves.toBe('');
  }, 180_000);
});
