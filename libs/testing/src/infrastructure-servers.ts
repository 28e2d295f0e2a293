import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const stack = require('@bizapi/launcher') as {
  onPath(binary: string): string | undefined;
  freePorts(count: number): Promise<number[]>;
  waitForPort(host: string, port: number, what: string, timeoutMs?: number): Promise<void>;
};

/** A private Redis or NATS server a test can stop, restart and throw away. */
export interface ServerProcess {
  url: string;
  port: number;
  /** Stops it (SIGTERM, or SIGKILL when `crash`) and waits for the exit. */
  stop(options?: { crash?: boolean }): Promise<void>;
  /** Starts it again on the same port and data directory. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  destroy(): Promise<void>;
}

async function serverProcess(binary: string, scheme: string, args: (port: number, dir: string) => string[]): Promise<ServerProcess> {
  const path = stack.onPath(binary);
  if (!path) throw new Error(`${binary} is not on PATH; the reliability tests need it`);
  const [port] = await stack.freePorts(1);
  const dir = mkdtempSync(join(tmpdir(), `${binary}-`));
  let child: ChildProcess | undefined;
  const server: ServerProcess = {
    url: `${scheme}://127.0.0.1:${port}`,
    port,
    async start() {
      child = spawn(path, args(port, dir), { stdio: 'ignore' });
      await stack.waitForPort('127.0.0.1', port, binary);
    },
    async stop({ crash = false } = {}) {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill(crash ? 'SIGKILL' : 'SIGTERM');
      });
    },
    async destroy() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

/** Redis persisting every write to its append-only file, as production should run it for BullMQ. */
export function startRedisServer(): Promise<ServerProcess> {
  return serverProcess('redis-server', 'redis', (port, dir) => [
    '--bind', '127.0.0.1', '--port', String(port), '--dir', dir,
    '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--maxmemory-policy', 'noeviction',
  ]);
}

/** NATS with JetStream storing its streams in a directory that survives restarts. */
export function startNatsServer(): Promise<ServerProcess> {
  return serverProcess('nats-server', 'nats', (port, dir) => ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir]);
}
