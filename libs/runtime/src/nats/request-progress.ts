import { progressSubject } from '@bizapi/contracts';
import type { NatsConnection } from '@nats-io/transport-node';

/**
 * How often a replica says it is still working on the requests it holds. A
 * request still unanswered at a sweep, and already there at the one before,
 * gets a progress message: the first after 250–500 ms, then every 250 ms.
 * The requester gives up on a request silent for RPC_LIVENESS_MS (5,000 ms by
 * default), so a replica may stall for about 4.5 s without failing its
 * requests (docs/reliability.md, "A killed replica").
 */
export const PROGRESS_INTERVAL_MS = 250;

/** A request taken and not yet answered. */
export interface TakenRequest {
  readonly reply: string;
  /** Already unanswered at the last sweep. */
  seen: boolean;
}

/**
 * The service side of request liveness: while a request is being worked on,
 * an empty message on its progress subject tells the requester this replica
 * is alive (RequestInbox). A replica killed mid-request falls silent, and its
 * requesters fail the request within their liveness window instead of at
 * their timeout (10 s). A request answered within one interval, which is
 * nearly all of them, costs a set insertion and deletion: no message, no
 * timer, no clock read; the sweep runs only while requests are held.
 */
export class RequestProgress {
  private readonly taken = new Set<TakenRequest>();
  private sweeping?: NodeJS.Timeout;

  constructor(
    private readonly connection: NatsConnection,
    private readonly intervalMs = PROGRESS_INTERVAL_MS,
  ) {}

  /** A request taken: pass what `begin` returned to `end` once it is answered. Requests without a reply subject are not tracked. */
  begin(reply: string | undefined): TakenRequest | undefined {
    if (!reply) return undefined;
    const request = { reply, seen: false };
    this.taken.add(request);
    // Not holding the process open: a replica that is shutting down still answers within its drain timeout.
    this.sweeping ??= setInterval(() => this.sweep(), this.intervalMs).unref();
    return request;
  }

  end(request: TakenRequest | undefined): void {
    if (request) this.taken.delete(request);
  }

  /** No more progress messages (the connection closes). */
  stop(): void {
    clearInterval(this.sweeping);
    this.sweeping = undefined;
    this.taken.clear();
  }

  private sweep(): void {
    if (this.taken.size === 0) return this.stop();
    for (const request of this.taken) {
      if (!request.seen) {
        request.seen = true;
        continue;
      }
      try {
        this.connection.publish(progressSubject(request.reply));
      } catch {
        // The connection is closing or closed: the requester hears silence, as from a replica that died.
      }
    }
  }
}
