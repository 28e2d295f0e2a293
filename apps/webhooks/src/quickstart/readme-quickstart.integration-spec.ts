import { AdminClient } from '@bizapi/runtime';
import { DedicatedStack, createTenant, startDedicatedStack } from '@bizapi/testing';
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../../..');
const { developmentSettings, freePorts } = require('@bizapi/launcher') as {
  developmentSettings(env: Record<string, string | undefined>): Record<string, string>;
  freePorts(count: number): Promise<number[]>;
};

/** Where the README's webhook quick start is: the `sh` block after its marker. */
const MARKER = '<!-- quickstart:webhook';
/** What the block names as `npm start`'s gateway and the receiver's port, replaced by this test's. */
const GATEWAY = 'http://localhost:3000/external/v1';
const RECEIVER_PORT = '4000';

function quickStartBlock(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const at = readme.indexOf(MARKER);
  if (at < 0) throw new Error(`README.md has no ${MARKER} marker`);
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(at));
  if (!block) throw new Error(`README.md has no sh block after ${MARKER}`);
  return block[1];
}

/**
 * The README's "Subscribe, create a person, watch it arrive", run as written
 * (taken from the README, not copied: only the gateway's address and the
 * receiver's port are this test's own) with bash, against a fresh system
 * started with what `npm start` sets outside production
 * (libs/launcher's developmentSettings), until the example receiver
 * prints a verified person.created. Logs the time from the system's start to
 * that verified delivery; asserts no time.
 */
describe('README quick start: subscribe, create a person, watch it arrive', () => {
  let stack: DedicatedStack | undefined;
  let shell: ChildProcess | undefined;

  afterAll(async () => {
    // The block leaves the receiver running in the background, as in a terminal: stop its whole process group.
    if (shell?.pid) {
      try {
        process.kill(-shell.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await stack?.stop();
  }, 60_000);

  it('reaches a verified delivery at examples/webhook-receiver.mjs', async () => {
    const block = quickStartBlock();
    expect(block).toContain(GATEWAY);
    expect(block).toContain(RECEIVER_PORT);
    const started = Date.now();
    stack = await startDedicatedStack({
      // Every process npm start runs (`demo` seeds every service's reference data), with
      // npm start's settings (no test shortcuts: the default retry schedule and timeout, no insecure URLs).
      env: { WEBHOOK_ALLOW_INSECURE_URLS: 'false', ...developmentSettings({ NODE_ENV: 'development' }) },
    });
    const ready = Date.now();
    const [port] = await freePorts(1);
    const script = block.replaceAll(GATEWAY, stack.baseUrl).replaceAll(new RegExp(`\\b${RECEIVER_PORT}\\b`, 'g'), String(port));

    let output = '';
    // `-e`: a command of the block that fails fails the test; a new process group, so the receiver it starts can be stopped.
    shell = spawn('bash', ['-e', '-c', script], {
      cwd: ROOT,
      detached: true,
      // What the operator CLI finds in .data/local-stack.json under `npm start`: the system's NATS and namespace.
      env: { ...process.env, NATS_URL: stack.env.NATS_URL, BIZAPI_NAMESPACE: stack.env.BIZAPI_NAMESPACE },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    shell.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    shell.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((done) => shell?.once('exit', (code) => done(code)));

    const verified = await new Promise<number>((done, fail) => {
      const stop = (outcome: () => void) => {
        clearInterval(poll);
        clearTimeout(timer);
        outcome();
      };
      const timer = setTimeout(() => stop(() => fail(new Error(`no verified person.created within 90 s; output:\n${output}`))), 90_000);
      const poll = setInterval(() => {
        if (/verified person\.created evt_[0-9a-f]{32} Maria Oliveira/.test(output)) stop(() => done(Date.now()));
      }, 50);
      // A command of the block that failed ends the wait at once.
      void exited.then((code) => code !== 0 && stop(() => fail(new Error(`the quick start exited ${code}; output:\n${output}`))));
    });
    expect(await exited).toBe(0);
    expect(output).toMatch(/"deliveryId":"[0-9a-f-]{36}"/);
    expect(output).toMatch(/verified webhook\.test evt_[0-9a-f]{32} subscription [0-9a-f-]{36}/);
    expect(output).not.toMatch(/refused a delivery/);
    process.stderr.write(
      `[quick start] from the system's start to the verified person.created at the receiver: ${verified - started} ms ` +
        `(system ready after ${ready - started} ms, the README's commands to the verified delivery ${verified - ready} ms)\n`,
    );
  }, 240_000);
});

/**
 * The other side: what `npm start` sets under NODE_ENV=production (nothing), on a system
 * run as production runs it (its own NATS and Redis users, NODE_ENV=production): loopback
 * receivers are refused, and a webhooks process told to allow them does not start.
 */
describe('loopback receivers in production', () => {
  let stack: DedicatedStack;
  let admin: AdminClient;

  beforeAll(async () => {
    expect(developmentSettings({ NODE_ENV: 'production' })).toEqual({});
    stack = await startDedicatedStack({
      apps: ['gateway', 'webhooks'],
      credentials: true,
      env: { NODE_ENV: 'production', ...developmentSettings({ NODE_ENV: 'production' }) },
    });
    const operator = stack.credentials?.nats['admin-cli'];
    if (!operator) throw new Error('the stack has no operator NATS user');
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.runId, { user: operator.user, pass: operator.password });
  }, 240_000);

  afterAll(async () => {
    await admin?.close();
    await stack?.stop();
  }, 60_000);

  it.each([
    ['http://localhost:4000/webhooks', 'url must use https'],
    ['http://127.0.0.1:4000/webhooks', 'url must use https'],
    ['http://[::1]:4000/webhooks', 'url must use https'],
    ['https://localhost:4000/webhooks', 'url is not publicly reachable'],
  ])('refuses %s with 400 VALIDATION_ERROR on url', async (url, message) => {
    const tenant = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    const refused = await tenant.api.post('/webhooks', { url, events: ['person.created'] });
    expect({ status: refused.status, body: refused.body }).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: 'VALIDATION_ERROR', errors: [{ field: 'url', message }] },
    });
  });

  it('does not start a webhooks process with WEBHOOK_ALLOW_LOOPBACK_RECEIVERS=true', () => {
    const result = spawnSync(process.execPath, [join(ROOT, 'apps/webhooks/dist/main.js')], {
      env: { ...stack.appEnv('webhooks'), WEBHOOK_ALLOW_LOOPBACK_RECEIVERS: 'true', HEALTH_PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(`${result.stdout}${result.stderr}`).toMatch(/Unsafe configuration for production[\s\S]*WEBHOOK_ALLOW_LOOPBACK_RECEIVERS must not be true/);
  });
});
