import type { ChildProcess } from 'node:child_process';
import { DatabaseLogins, TestStackInfo, testStack } from './stack-info';

export interface DedicatedStack {
  runId: string;
  baseUrl: string;
  /** `/external/v1` and `/panel/` on one port, when the stack runs the gateway and the panel. */
  edgeUrl?: string;
  env: Record<string, string>;
  logDir: string;
  /** With the `credentials` option: each process's NATS user, and Redis user where it uses Redis. */
  credentials?: {
    nats: Record<string, { user: string; password: string }>;
    redis: Record<string, { user: string; password: string }>;
  };
  /** Each process's PostgreSQL logins (always: every stack runs each process with its own). */
  databaseLogins: DatabaseLogins;
  /** The environment an app of the stack runs with (its own logins), for a test that starts another replica of it. */
  appEnv(name: string): Record<string, string>;
  processes: Map<string, ChildProcess>;
  start(name: string): Promise<ChildProcess>;
  /** `http://…/metrics` of an app (the gateway's own port; a service's health port). */
  metricsUrl(name: string): string;
  kill(name: string): Promise<void>;
  stopProcess(name: string): Promise<void>;
  stop(): Promise<void>;
}

export interface DedicatedStackOptions {
  /** App names to run, e.g. ['gateway'] for a gateway whose services are down. */
  apps?: string[];
  env?: Record<string, string>;
  /** More than one replica of an app, e.g. `{ 'people-crm': 2 }` (the second is named `people-crm-2`). */
  replicas?: Record<string, number>;
  /**
   * Runs on a NATS of its own whose config gives each process its own user
   * and permissions, with Redis ACL users on the run's Redis (what
   * production runs). `env` then has NATS_OBSERVER_USER/PASSWORD, a user
   * with every right for the test's own reads, and NATS_CONFIG_FILE.
   */
  credentials?: boolean;
  /** Servers of the test's own (a private PostgreSQL, NATS or Redis, or a proxy in front of one) instead of the run's. */
  servers?: Partial<Record<'DATABASE_URL' | 'NATS_URL' | 'REDIS_URL', string>>;
  /**
   * Stack traces mapped to the TypeScript (default true, as every test stack). False runs the
   * processes as production does, for figures: with maps, the first error's trace stalls a process
   * while Node parses its bundle's map (tools/bundle/bundle-apps.mjs).
   */
  sourceMaps?: boolean;
}

/**
 * A system of its own for tests that stop, kill or leave out processes, so
 * the shared one stays whole. Uses the run's Postgres, NATS and Redis servers
 * (or the test's own, `servers`) under a fresh database and namespace.
 */
export async function startDedicatedStack(options: DedicatedStackOptions = {}): Promise<DedicatedStack> {
  const { servers, ...rest } = options;
  // A test with servers of its own for all three needs no run's stack (the chaos suite runs without one).
  const own = servers?.DATABASE_URL && servers.NATS_URL && servers.REDIS_URL;
  const env: Partial<TestStackInfo['env']> = own ? {} : testStack().env;
  const { startTestStack } = require('../stack/test-stack.cjs') as {
    startTestStack(options: object): Promise<DedicatedStack>;
  };
  return startTestStack({
    ...rest,
    infrastructure: { urls: { DATABASE_URL: env.DATABASE_URL, NATS_URL: env.NATS_URL, REDIS_URL: env.REDIS_URL, ...servers } },
  });
}
