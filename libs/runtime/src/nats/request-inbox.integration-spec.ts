import { ApiError, ErrorCode } from '@bizapi/contracts';
import { NatsConnection, connect, headers } from '@nats-io/transport-node';
import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { LONG_LIVED_CONNECTION } from './nats-connection';
import { REPLY_STATUS_HEADER } from './payload-codec';
import { NatsRpcClient } from './rpc-client';

/**
 * A NATS restart fails the requests waiting on it at once (504, as a
 * timeout: the request went out), not after the request timeout; refuses
 * those asked while it is away at once (503: not sent); and the connections
 * serve requests again once it is back, by themselves.
 */
describe('requests while NATS restarts', () => {
  let port: number;
  let server: ChildProcess | undefined;
  let requester: NatsConnection;
  let service: NatsConnection;

  const startServer = async () => {
    server = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    for (let tries = 0; tries < 100; tries++) {
      const probe = await connect({ servers: `nats://127.0.0.1:${port}` }).catch(() => undefined);
      if (probe) return probe.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('nats-server did not start');
  };
  const killServer = async () => {
    const running = server;
    if (!running || running.exitCode !== null) return;
    running.kill('SIGKILL');
    await once(running, 'exit');
  };

  beforeAll(async () => {
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    port = (probe.address() as { port: number }).port;
    probe.close();
    await startServer();
    const options = { servers: `nats://127.0.0.1:${port}`, ...LONG_LIVED_CONNECTION, reconnectTimeWait: 100 };
    [requester, service] = await Promise.all([connect(options), connect(options)]);
  });

  afterAll(async () => {
    await Promise.all([requester?.close(), service?.close()]);
    await killServer();
  });

  it('answers 504 at once for a request in flight when the connection drops, and serves requests after the restart', async () => {
    // A service that never answers "slow" (the request is in flight when NATS dies) and answers "echo".
    service.subscribe('test.slow', { callback: () => undefined });
    service.subscribe('test.echo', {
      callback: (_error, message) => message.respond(JSON.stringify({ echoed: true }), { headers: okHeaders() }),
    });
    await service.flush();
    // An hour's timeout: only the dropped connection can end this request within the test.
    const client = new NatsRpcClient(requester, '', 3_600_000);
    const inFlight = client.request('test.slow', {}).catch((error: unknown) => error);
    await requester.flush();

    await killServer();
    const failure = await inFlight;
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe(ErrorCode.GATEWAY_TIMEOUT);
    expect((failure as ApiError).message).toContain('connection to NATS was lost');

    // While it is away, a request is refused unsent (503: nats.js would discard it on its next dial).
    const whileAway = await client.request('test.echo', {}, 3_600_000).catch((error: unknown) => error);
    expect((whileAway as ApiError).code).toBe(ErrorCode.SERVICE_UNAVAILABLE);

    // Back: once both ends have reconnected by themselves, requests are answered again.
    await startServer();
    let answer: unknown;
    for (let tries = 0; tries < 40 && !answer; tries++) {
      answer = await client.request('test.echo', {}, 500).catch(() => new Promise((resolve) => setTimeout(resolve, 250)));
    }
    expect(answer).toEqual({ echoed: true });
  });
});

/** The reply format of nest-payload-serializers.ts: the result's JSON, its status in a header. */
function okHeaders() {
  const result = headers();
  result.set(REPLY_STATUS_HEADER, 'ok');
  return result;
}
