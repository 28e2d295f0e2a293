import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { scratchWorkspace } from './scratch-workspace';

const ROOT = resolve(__dirname, '../../../..');
const SERVICE = 'helpdesk';
const NAME = 'ticket-labels';

/** Runs a command in the scratch copy and returns what it printed (Jest reports on stderr); a failure throws with its end. */
function run(cwd: string, args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(process.execPath, args, { cwd, env, encoding: 'utf8', maxBuffer: 256 << 20 });
  const printed = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status ?? result.signal}:\n${printed.slice(-6000)}`);
  return printed;
}

describe('nx g @bizapi/nx-plugin:collection', () => {
  let scratch: string;
  // The copy's own runs: no Nx daemon, and a test stack of their own (not this run's).
  const env: NodeJS.ProcessEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
  delete env.BIZAPI_TEST_STACK;

  beforeAll(() => {
    scratch = scratchWorkspace(ROOT);
  });

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('adds a collection whose generated contract test passes against PostgreSQL, NATS and Redis, after npm run generate', () => {
    // --generate: builds the workspace (tsc -b), rewrites docs/openapi.json (the test client checks every answer
    // against it), the client's types, nats-auth.conf and postgres-roles.sql.
    const generated = run(
      scratch,
      ['node_modules/nx/dist/bin/nx.js', 'g', '@bizapi/nx-plugin:collection', '--service', SERVICE, '--name', NAME, '--fields', 'name:text,rank:integer?,price:money?,isPublic:boolean?', '--generate'],
      env,
    );
    expect(generated).toContain(`wrote ${join(scratch, 'docs/openapi.json')}`);

    const folder = join(scratch, `apps/${SERVICE}/src/modules/${NAME}`);
    expect(readdirSync(folder).sort()).toEqual([
      'ticket-label.dto.ts',
      'ticket-label.entity.ts',
      'ticket-label.mapper.ts',
      'ticket-labels.collection.ts',
      'ticket-labels.integration-spec.ts',
      'ticket-labels.module.ts',
      'ticket-labels.service.ts',
    ]);
    expect(readFileSync(join(scratch, 'libs/contracts/src/collections/helpdesk.contracts.ts'), 'utf8')).toContain(`collection: '${NAME}'`);
    expect(readdirSync(join(scratch, `apps/${SERVICE}/src/database/migrations`)).filter((file) => file.endsWith(`-create-${NAME}.ts`))).toHaveLength(1);
    expect(existsSync(join(scratch, `apps/${SERVICE}/dist/modules/${NAME}/${NAME}.module.js`))).toBe(true);

    // The generated test, in the copy, with a stack of its own built from the copy.
    const tested = run(scratch, ['node_modules/jest/bin/jest.js', '--ci', `apps/${SERVICE}/src/modules/${NAME}/`], env);
    expect(tested).toMatch(/Tests: +\d+ passed, \d+ total/);
    expect(tested).not.toMatch(/Tests: .*failed/);
  });
});
