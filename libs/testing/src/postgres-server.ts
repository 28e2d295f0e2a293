import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerProcess } from './infrastructure-servers';

const stack = require('@bizapi/launcher') as {
  freePorts(count: number): Promise<number[]>;
  waitForPort(host: string, port: number, what: string, timeoutMs?: number): Promise<void>;
};

/** Debian's PostgreSQL binaries (the newest installed major version). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'initdb'))) : [];
  if (!versions.length)
    throw new Error('PostgreSQL server binaries are not installed under /usr/lib/postgresql; the chaos tests need them');
  return join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

/** initdb and postgres refuse to run as root: run them as the `postgres` user then. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Whether the server on `port` takes connections within `timeoutMs` (pg_isready), rather than still starting up. */
async function acceptsConnections(bin: string, port: number, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (spawnSync(join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)]).status === 0) return true;
    await pause(100);
  }
  return false;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A PostgreSQL cluster of the test's own in a temporary directory, on a free
 * port, trusting local connections as `postgres`: a test can kill -9 and
 * restart it. (The postmaster's pid, from postmaster.pid, is what is killed:
 * when run as root the child is `runuser`.)
 */
export async function startPostgresServer(): Promise<ServerProcess> {
  const bin = postgresBin();
  const [port] = await stack.freePorts(1);
  const dir = mkdtempSync(join(tmpdir(), 'postgres-'));
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres', dir]);
  const [initdb, initArgs] = asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stdout}${init.stderr}`);
  const postmasterPid = () =>
    existsSync(join(data, 'postmaster.pid')) ? Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]) : 0;
  const server: ServerProcess = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      // After a kill -9 the old backends may hold the shared memory a moment: retry until the new postmaster stays up.
      for (let attempt = 1; ; attempt++) {
        const [command, args] = asPostgres(join(bin, 'postgres'), [
          '-D', data, '-p', String(port), '-k', dir,
          '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=300', '-c', 'logging_collector=off',
        ]); // prettier-ignore
        const started = spawn(command, args, { stdio: 'ignore' });
        const exited = new Promise<string>((resolve) => started.once('exit', () => resolve('exited')));
        const up = stack.waitForPort('127.0.0.1', port, 'postgres', 20_000).then(
          () => 'up',
          () => 'timeout',
        );
        const outcome = await Promise.race([up, exited]);
        if (outcome === 'up') {
          // An open port is not yet a server taking connections ("the database system is starting up"), after a crash above all.
          if (await acceptsConnections(bin, port)) return;
          throw new Error('the private PostgreSQL opened its port but took no connection within 20 s');
        }
        if (outcome === 'timeout') started.kill('SIGKILL');
        if (attempt >= 20) throw new Error('the private PostgreSQL did not start again');
        await pause(500);
      }
    },
    async stop({ crash = false } = {}) {
      const pid = postmasterPid();
      if (!pid || !alive(pid)) return;
      process.kill(pid, crash ? 'SIGKILL' : 'SIGINT');
      while (alive(pid)) await pause(50);
    },
    async destroy() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
