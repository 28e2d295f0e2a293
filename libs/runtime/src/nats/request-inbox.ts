import { PROGRESS_TOKEN } from '@bizapi/contracts';
import { createInbox, Msg, MsgHdrs, NatsConnection, NoRespondersError, TimeoutError } from '@nats-io/transport-node';
import { ListeningRequest, RequestLiveness } from './request-liveness';

/**
 * The connection to NATS dropped while a request waited for its reply: the reply cannot come (the
 * reply subscription is resubscribed on reconnect, but a reply sent meanwhile is gone). Whether the
 * service acted on the request is unknown, as after a timeout.
 */
export class ConnectionLostError extends Error {
  constructor() {
    super('the connection to NATS was lost while waiting for the reply');
    this.name = 'ConnectionLostError';
  }
}

/**
 * The connection to NATS is down (reconnecting): the request is not sent, since nats.js discards
 * what was published meanwhile when it dials again, and a request published into that would only
 * time out. Nothing was done: safe to send again.
 */
export class NatsUnavailableError extends Error {
  constructor() {
    super('the connection to NATS is down; the request was not sent');
    this.name = 'NatsUnavailableError';
  }
}

/**
 * The replica that took the request fell silent (no reply, no progress) for
 * the liveness window: it died with the request (kill -9, a lost host). A
 * timeout as far as the caller knows (the same 504: whether it acted is
 * unknown), only sooner.
 */
export class ResponderSilentError extends TimeoutError {
  constructor(readonly silentMs: number) {
    super();
    this.message = `the service that took the request fell silent for ${silentMs} ms`;
  }
}

export interface RequestInboxOptions {
  /**
   * How long a request may hear nothing (no reply, no progress message:
   * request-progress.ts) before it is given up as if timed out; 0: wait for
   * the timeout only (RPC_LIVENESS_MS).
   */
  livenessMs?: number;
}

interface Pending extends ListeningRequest {
  resolve(message: Msg): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Request/reply over one wildcard reply subscription, as nats.js's own
 * multiplexed requests do, minus their per-request cost: nats.js builds an
 * Error (with a stack trace) to settle every successful request, paid on
 * the gateway's hottest path. Rejects with the same TimeoutError and
 * NoRespondersError types.
 *
 * A request whose replica falls silent, neither answering nor sending
 * progress (request-progress.ts) for the liveness window, is rejected then
 * (ResponderSilentError, a TimeoutError) rather than at its timeout: NATS
 * says nothing when a replica dies holding a request.
 */
export class RequestInbox {
  private readonly prefix: string;
  private readonly pending = new Map<string, Pending>();
  private sequence = 0;
  /** Between a `disconnect` and the next `reconnect`. */
  private disconnected = false;
  private readonly liveness?: RequestLiveness;
  /** The liveness count's timer, running while requests wait. */
  private ticking?: NodeJS.Timeout;

  constructor(
    private readonly connection: NatsConnection,
    options: RequestInboxOptions = {},
  ) {
    // The connection's own inbox prefix: its NATS user may read nothing else.
    this.prefix = `${createInbox((connection as { options?: { inboxPrefix?: string } }).options?.inboxPrefix)}.`;
    if (options.livenessMs) this.liveness = new RequestLiveness(options.livenessMs);
    this.subscribe();
    if (this.liveness) this.subscribeProgress();
    void this.failOnDisconnect();
  }

  request(subject: string, data: string | Uint8Array, options: { timeout: number; headers?: MsgHdrs }): Promise<Msg> {
    if (this.disconnected) return Promise.reject(new NatsUnavailableError());
    const token = (++this.sequence).toString(36);
    return new Promise<Msg>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(token);
        reject(new TimeoutError());
      }, options.timeout);
      this.pending.set(token, { resolve, reject, timer, silentTicks: 0 });
      if (this.liveness) this.ticking ??= setInterval(() => this.tick(), this.liveness.tickMs).unref();
      try {
        this.connection.publish(subject, data, { reply: this.prefix + token, headers: options.headers });
      } catch (error) {
        clearTimeout(timer);
        this.pending.delete(token);
        reject(error as Error);
      }
    });
  }

  private subscribe(): void {
    this.connection.subscribe(`${this.prefix}*`, { callback: (error, message) => (error ? this.lost(error) : this.settle(message)) });
  }

  /** Progress comes on `<reply subject>.progress`: one token more, so the reply subscription never sees it. */
  private subscribeProgress(): void {
    this.connection.subscribe(`${this.prefix}*.${PROGRESS_TOKEN}`, {
      callback: (error, message) => {
        if (!error) return this.progressed(message);
        if (!this.connection.isClosed()) setTimeout(() => this.subscribeProgress(), 1_000).unref();
      },
    });
  }

  private progressed(message: Msg): void {
    const waiting = this.pending.get(message.subject.slice(this.prefix.length, -PROGRESS_TOKEN.length - 1));
    if (waiting) this.liveness?.heard(waiting);
  }

  /** Rejects the requests silent for the liveness window; the timer stops while nothing waits. */
  private tick(): void {
    const liveness = this.liveness as RequestLiveness;
    if (this.pending.size === 0) {
      clearInterval(this.ticking);
      this.ticking = undefined;
      return;
    }
    for (const token of liveness.tick(this.pending)) {
      const waiting = this.pending.get(token) as Pending;
      this.pending.delete(token);
      clearTimeout(waiting.timer);
      waiting.reject(new ResponderSilentError(liveness.ticksAllowed * liveness.tickMs));
    }
  }

  /**
   * The server ended the reply subscription (a permissions error): fail what
   * waits on it now rather than as timeouts, and subscribe again shortly.
   */
  private lost(error: Error): void {
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer);
      reject(error);
    }
    this.pending.clear();
    if (!this.connection.isClosed()) setTimeout(() => this.subscribe(), 1_000).unref();
  }

  /**
   * When the connection drops, what waits fails at once instead of at its timeout (10 s at the
   * gateway), and what is asked until it is back is refused unsent: a NATS restart then stops
   * requests for its own downtime plus the reconnect (reconnectTimeWait), not for the request
   * timeout (docs/reliability.md).
   */
  private async failOnDisconnect(): Promise<void> {
    for await (const status of this.connection.status()) {
      if (status.type === 'reconnect') this.disconnected = false;
      if (status.type !== 'disconnect') continue;
      this.disconnected = true;
      for (const { reject, timer } of this.pending.values()) {
        clearTimeout(timer);
        reject(new ConnectionLostError());
      }
      this.pending.clear();
    }
  }

  private settle(message: Msg): void {
    const token = message.subject.slice(this.prefix.length);
    const waiting = this.pending.get(token);
    if (!waiting) return;
    this.pending.delete(token);
    clearTimeout(waiting.timer);
    // The server answers a request nobody subscribes to with an empty 503 status message.
    if (message.data.length === 0 && message.headers?.code === 503) waiting.reject(new NoRespondersError(message.subject));
    else waiting.resolve(message);
  }
}
