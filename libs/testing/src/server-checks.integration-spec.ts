import { MINIMUM_SERVER_VERSIONS, connectNats, refuseOldNats, refuseOldPostgres, refuseOldRedisOnceReady } from '@bizapi/runtime';
import { connect } from '@nats-io/transport-node';
import Redis from 'ioredis';
import { AddressInfo, Server, Socket, createConnection, createServer } from 'node:net';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { testStack } from './stack-info';

/**
 * A process refuses, at start, a PostgreSQL, NATS or Redis older than the release
 * needs, naming the server and both versions (docs/operations/versions.md). The
 * machine's servers are recent enough, so each is put behind a proxy that reports
 * an older version in the server's own answer (same length, so every protocol's
 * framing still holds): what the client reads is then exactly what an old server
 * would say.
 */
class VersionRewritingProxy {
  private constructor(
    private readonly server: Server,
    private readonly sockets: Set<Socket>,
    readonly port: number,
  ) {}

  static async start(target: URL, from: string, to: string): Promise<VersionRewritingProxy> {
    if (from.length !== to.length) throw new Error('a rewrite must keep the length');
    const sockets = new Set<Socket>();
    const server = createServer((client) => {
      const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => undefined).on('close', () => sockets.delete(socket));
      }
      client.on('data', (chunk) => upstream.write(chunk));
      upstream.on('data', (chunk) => client.write(Buffer.from(chunk.toString('latin1').replaceAll(from, to), 'latin1')));
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new VersionRewritingProxy(server, sockets, (server.address() as AddressInfo).port);
  }

  via(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const { env } = testStack();

describe('a PostgreSQL older than the minimum', () => {
  it('is refused, naming the server, its version and the minimum', async () => {
    const probe = new Client({ connectionString: env.DATABASE_URL });
    await probe.connect();
    const { rows } = await probe.query<{ server_version: string }>('SHOW server_version');
    await expect(refuseOldPostgres({ query: async (sql) => (await probe.query(sql)).rows }, env.DATABASE_URL)).resolves.toBeUndefined();
    await probe.end();
    const actual = rows[0].server_version.split(' ')[0];
    // 15.19 → 14.19, 18.4 → 14.4: one major below the minimum, same length.
    const older = `14${actual.slice(2)}`;
    const proxy = await VersionRewritingProxy.start(new URL(env.DATABASE_URL), actual, older);
    const dataSource = new DataSource({ type: 'postgres', url: proxy.via(env.DATABASE_URL) });
    try {
      await dataSource.initialize();
      await expect(refuseOldPostgres(dataSource, proxy.via(env.DATABASE_URL))).rejects.toThrow(
        `PostgreSQL at 127.0.0.1:${proxy.port} is version ${older}; this release needs PostgreSQL ${MINIMUM_SERVER_VERSIONS.PostgreSQL.version} or later`,
      );
    } finally {
      await dataSource.destroy().catch(() => undefined);
      await proxy.close();
    }
  });
});

describe('a NATS server older than the minimum', () => {
  it('is refused by the connection every process makes', async () => {
    const probe = await connect({ servers: env.NATS_URL });
    const actual = probe.info?.version as string;
    await probe.close();
    // 2.9.10 → 2.8.10, 2.10.27 → 2.08.27 (read as 2.8.27): one minor below the minimum, same length.
    const [major, minor, ...patch] = actual.split('.');
    const older = [major, '8'.padStart(minor.length, '0'), ...patch].join('.');
    const proxy = await VersionRewritingProxy.start(new URL(env.NATS_URL), `"version":"${actual}"`, `"version":"${older}"`);
    try {
      await expect(connectNats({ url: proxy.via(env.NATS_URL).replace(/\/$/, ''), name: 'too-old-probe' })).rejects.toThrow(
        new RegExp(`^NATS at .+:${proxy.port} is version ${older.replaceAll('.', '\\.')}; this release needs NATS 2\\.9\\.0 or later`),
      );
      const current = await connect({ servers: env.NATS_URL });
      expect(() => refuseOldNats(current)).not.toThrow();
      await current.close();
    } finally {
      await proxy.close();
    }
  });
});

describe('a Redis older than the minimum', () => {
  it('is refused once it first answers', async () => {
    const probe = new Redis(env.REDIS_URL);
    const actual = /^redis_version:(\S+)/m.exec(await probe.info('server'))?.[1] as string;
    probe.disconnect();
    const older = `6${actual.slice(1)}`;
    const proxy = await VersionRewritingProxy.start(new URL(env.REDIS_URL), `redis_version:${actual}`, `redis_version:${older}`);
    const redis = new Redis(proxy.via(env.REDIS_URL));
    try {
      const refused = new Promise<string>((resolve) => refuseOldRedisOnceReady(redis, proxy.via(env.REDIS_URL), resolve));
      await expect(refused).resolves.toMatch(
        new RegExp(`^Redis at 127\\.0\\.0\\.1:${proxy.port} is version ${older.replaceAll('.', '\\.')}; this release needs Redis 7\\.0\\.0 or later`),
      );
    } finally {
      redis.disconnect();
      await proxy.close();
    }
  });
});
