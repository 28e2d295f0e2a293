import type { NatsConnection } from '@nats-io/transport-node';
import type Redis from 'ioredis';
import { refuseOldServer, serverVersionProblem } from './minimum-versions';

/** `host:port` of a server URL, never its credentials. */
export function serverAddress(url: string): string {
  return URL.canParse(url) ? new URL(url).host : 'the configured address';
}

/** Stops the start when PostgreSQL is older than the minimum. */
export async function refuseOldPostgres(database: { query(sql: string): Promise<unknown> }, url: string): Promise<void> {
  const [{ server_version: version }] = (await database.query('SHOW server_version')) as { server_version: string }[];
  refuseOldServer('PostgreSQL', version.split(' ')[0], serverAddress(url));
}

/** Stops the start when the NATS server this connection reached is older than the minimum. */
export function refuseOldNats(connection: NatsConnection): void {
  refuseOldServer('NATS', connection.info?.version ?? '0', connection.getServer());
}

/**
 * Once Redis first answers, checks its version (Valkey reports a Redis-compatible
 * `redis_version`); a server too old ends the process with the reason, as a too-old
 * PostgreSQL or NATS does. Not before: a process may start while Redis is away.
 */
export function refuseOldRedisOnceReady(redis: Redis, url: string, refuse: (problem: string) => void = exitWith): void {
  redis.once('ready', () => {
    redis
      .info('server')
      .then((info) => {
        const version = /^redis_version:(\S+)/m.exec(info)?.[1] ?? '0';
        const problem = serverVersionProblem('Redis', version, serverAddress(url));
        if (problem) refuse(problem);
      })
      // INFO refused or the connection dropped meanwhile: the next start checks again.
      .catch(() => undefined);
  });
}

function exitWith(problem: string): void {
  process.stderr.write(`${JSON.stringify({ level: 'fatal', msg: problem })}\n`);
  process.exit(1);
}
