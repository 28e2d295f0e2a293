import { ApiError, ErrorCode } from '@bizapi/contracts';
import { Msg, NatsConnection, connect, headers } from '@nats-io/transport-node';
import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { LONG_LIVED_CONNECTION } from './nats-connection';
import { REPLY_STATUS_HEADER } from './payload-codec';
import { RequestProgress } from './request-progress';
import { DEFAULT_LIVENESS_MS } from './request-liveness';
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

/**
 * A replica that dies holding a request (NATS says nothing of it) fails the
 * request once the liveness window passes without a word from it, not at
 * the request timeout; a replica that works long but sends progress
 * (request-progress.ts) is waited for. Against the machine's NATS.
 */
describe('requests whose replica dies or works long', () => {
  const root = `liveness-test.${process.pid}.${Date.now()}`;
  const servers = (process.env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',');
  let requester: NatsConnection;
  let observer: NatsConnection;
  /** Progress messages seen on the wire, by reply subject. */
  const progressSeen = new Map<string, number>();
  let client: NatsRpcClient;

  beforeAll(async () => {
    [requester, observer] = await Promise.all([connect({ servers }), connect({ servers })]);
    // The requester's inbox is `_INBOX.<nuid>.<token>`: its progress subjects are `_INBOX.<nuid>.<token>.progress`.
    observer.subscribe('_INBOX.*.*.progress', {
      callback: (_error, message) => progressSeen.set(message.subject, (progressSeen.get(message.subject) ?? 0) + 1),
    });
    await observer.flush();
    // An hour's timeout: only the liveness check can end a request within the test.
    client = new NatsRpcClient(requester, '', 3_600_000);
  });

  afterAll(async () => {
    await Promise.all([requester?.close(), observer?.close()]);
  });

  /** A replica as NamespacedNatsServer does it: progress from taking a request until answering it. */
  async function replica(subject: string, work: (message: Msg, progress: RequestProgress) => void): Promise<NatsConnection> {
    const connection = await connect({ servers });
    const progress = new RequestProgress(connection);
    connection.subscribe(`${root}.${subject}`, { callback: (_error, message) => work(message, progress) });
    await connection.flush();
    return connection;
  }
  const progressOf = (message: Msg) => progressSeen.get(`${message.reply}.progress`) ?? 0;

  it('answers 504 once the replica that took the request falls silent, not at the timeout', async () => {
    let taken: Msg | undefined;
    const dying = await replica('dies', (message, progress) => {
      taken = message;
      progress.begin(message.reply);
    });
    const answer = client.request(`${root}.dies`, {}).catch((error: unknown) => error);
    // Alive and working: its progress reaches the requester's inbox. Then it dies with the request (NATS tells no one).
    await eventually(() => taken && progressOf(taken) > 0);
    await dying.close();

    const failure = await answer;
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe(ErrorCode.GATEWAY_TIMEOUT);
    expect((failure as ApiError).message).toContain('fell silent');
  });

  it('answers 504 for a request taken by a replica that never says a word', async () => {
    const mute = await replica('mute', () => undefined);
    const failure = await client.request(`${root}.mute`, {}).catch((error: unknown) => error);
    await mute.close();
    expect((failure as ApiError).code).toBe(ErrorCode.GATEWAY_TIMEOUT);
  });

  it('waits for a replica that works for twice the window while it sends progress', async () => {
    let answered: Msg | undefined;
    const worker = await replica('works', (message, progress) => {
      const taken = progress.begin(message.reply);
      setTimeout(() => {
        progress.end(taken);
        answered = message;
        message.respond(JSON.stringify({ done: true }), { headers: okHeaders() });
      }, 2 * DEFAULT_LIVENESS_MS);
    });
    expect(await client.request(`${root}.works`, {})).toEqual({ done: true });
    await worker.close();
    // Kept alive by its progress messages: one every 250 ms.
    expect(progressOf(answered as Msg)).toBeGreaterThan(3);
  });
});

async function eventually(check: () => unknown): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the condition never held');
}

/** The reply format of nest-payload-serializers.ts: the result's JSON, its status in a header. */
function okHeaders() {
  const result = headers();
  result.set(REPLY_STATUS_HEADER, 'ok');
  return result;
}
