import { namespaced } from '@bizapi/contracts';
import { ServerNats } from '@nestjs/microservices';
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import { SpanKind, context } from '@opentelemetry/api';
import { recordRpc } from '../metrics/rpc-metrics';
import { coalesceWrites } from './coalesced-writes';
import { LONG_LIVED_CONNECTION } from './nats-connection';
import { natsCredentials } from './nats-credentials';
import { CompressingNatsSerializer, DecompressingNatsDeserializer } from './nest-payload-serializers';
import { UndecodablePayloadError } from './payload-codec';
import { RequestProgress } from './request-progress';
import { contextFromHeaders } from '../tracing/trace-context';
import { inSpan, tracingEnabled } from '../tracing/tracing';

export interface NamespacedNatsServerOptions {
  url: string;
  /** Connection name and queue group: replicas of a service share its requests. */
  service: string;
  namespace: string;
  /** Longest `close()` waits for in-flight requests before closing anyway. */
  drainTimeoutMs: number;
  /** The process's own NATS user and reply inbox (nats-connection.ts). */
  user?: string;
  pass?: string;
  inboxPrefix?: string;
}

/**
 * Nest's NATS server with these additions: handlers subscribe under the
 * deployment namespace (so patterns in code stay `api.persons.list`); large
 * payloads travel gzipped (payload-codec.ts); and closing stops taking
 * requests first, then waits for the ones in flight to be answered before the
 * connection goes (graceful shutdown on SIGTERM); replies of one
 * event-loop turn share one socket write; and a request not answered within
 * a moment gets progress messages until it is (request-progress.ts), so its
 * requester can tell this replica is alive.
 */
export class NamespacedNatsServer extends ServerNats {
  private readonly ownSubscriptions: Subscription[] = [];
  private inFlight = 0;
  private onIdle?: () => void;
  private progress?: RequestProgress;

  constructor(private readonly settings: NamespacedNatsServerOptions) {
    super({
      servers: settings.url.split(','),
      name: settings.service,
      queue: settings.service,
      ...natsCredentials(settings),
      ...LONG_LIVED_CONNECTION,
      serializer: new CompressingNatsSerializer(),
      deserializer: new DecompressingNatsDeserializer(),
    } as never);
  }

  /** Replies of one event-loop turn share a socket write (coalesced-writes.ts). */
  override async createNatsClient(): Promise<NatsConnection> {
    const connection = (await super.createNatsClient()) as NatsConnection;
    coalesceWrites(connection);
    this.progress = new RequestProgress(connection);
    return connection;
  }

  /**
   * Patterns here are plain subjects. Nest's version first tries JSON.parse on
   * every message's subject, which throws (and builds an Error) each time.
   */
  override getRouteFromPattern(pattern: string): string {
    return pattern;
  }

  /**
   * A request that cannot be read (gzip expanding past the limit, or not
   * JSON) is answered with an error at once, 413 PAYLOAD_TOO_LARGE or 400,
   * rather than left to the caller's timeout; the process goes on serving.
   */
  override async handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    try {
      return await super.handleMessage(channel, natsMsg);
    } catch (error) {
      if (!(error instanceof UndecodablePayloadError)) throw error;
      this.logger.warn(`refused a request on ${channel}: ${error.message}`);
      return this.getPublisher(natsMsg, '', undefined as never)({ err: error.toApiError().toJSON() });
    }
  }

  /** Nest's reply, measured: subject, outcome and time from arrival (bizapi_rpc_handled_seconds). */
  override getPublisher(natsMsg: Msg, id: string, context: never): (response: { err?: unknown; isDisposed?: boolean }) => unknown {
    const publish = super.getPublisher(natsMsg, id, context) as (response: object) => unknown;
    if (!natsMsg.reply) return publish;
    const startedAt = process.hrtime.bigint();
    const prefix = this.settings.namespace ? `${this.settings.namespace}.` : '';
    const subject = natsMsg.subject.startsWith(prefix) ? natsMsg.subject.slice(prefix.length) : natsMsg.subject;
    let answered = false;
    return (response) => {
      // Nest may follow the answer with a separate "disposed" packet. A request gets exactly one reply:
      // the caller reads only the first, and NATS allows each request one (allow_responses max 1).
      if (answered) return undefined;
      answered = true;
      recordRpc(subject, startedAt, response.err);
      return publish(response);
    };
  }

  /**
   * Subscribes, then waits for the server to have every subscription
   * (a flush) before saying it listens: a replica is ready only once requests
   * can reach it.
   */
  override start(callback: (error?: unknown) => void): void {
    const client = this.unwrap<NatsConnection>();
    this.bindEvents(client);
    client.flush().then(
      () => callback(),
      (error: unknown) => callback(error),
    );
  }

  override bindEvents(client: NatsConnection): void {
    for (const [pattern, handler] of this.getHandlers()) {
      const queue = (handler.extras?.queue as string | undefined) ?? this.settings.service;
      this.ownSubscriptions.push(
        client.subscribe(namespaced(this.settings.namespace, pattern), {
          queue,
          callback: this.counted(pattern, this.getMessageHandler(pattern).bind(this)),
        }),
      );
    }
  }

  /**
   * A request counts as in flight from the moment its message arrives (not
   * when Nest starts the handler, after an await), so close() cannot see
   * zero while a drained message is still on its way to its handler; and
   * it gets progress messages from then until it is answered.
   * With tracing on, the handler runs in a span continuing the caller's trace.
   */
  private counted(pattern: string, handle: (error: unknown, message: Msg) => unknown): (error: Error | null, message: Msg) => void {
    return (error, message) => {
      this.inFlight++;
      const taken = this.progress?.begin(message.reply);
      void Promise.resolve()
        .then(() => (tracingEnabled() ? this.traced(pattern, message, () => handle(error, message)) : handle(error, message)))
        .catch(() => undefined)
        .finally(() => {
          this.progress?.end(taken);
          this.inFlight--;
          if (this.inFlight === 0) this.onIdle?.();
        });
    };
  }

  private traced(pattern: string, message: Msg, handle: () => unknown): Promise<unknown> {
    const attributes = { 'messaging.system': 'nats', 'messaging.destination.name': pattern, 'messaging.operation.type': 'process' };
    return context.with(contextFromHeaders(message.headers), () =>
      inSpan(`nats handle ${pattern}`, SpanKind.SERVER, attributes, async () => handle()),
    );
  }

  override async close(): Promise<void> {
    // Drain, not unsubscribe: requests the server handed to this connection
    // before it saw the UNSUB are still answered (an unsubscribe drops them, and
    // their callers time out), and only then does the subscription close.
    await Promise.all(this.ownSubscriptions.splice(0).map((subscription) => subscription.drain().catch(() => undefined)));
    if (this.inFlight > 0) {
      await new Promise<void>((resolve) => {
        this.onIdle = resolve;
        setTimeout(resolve, this.settings.drainTimeoutMs).unref();
      });
    }
    this.progress?.stop();
    // Replies are published on the tick after a handler settles.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await this.unwrap<NatsConnection>().flush();
    } catch {
      // Already disconnected: nothing left to flush.
    }
    await super.close();
  }
}
