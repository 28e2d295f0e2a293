/**
 * How long a request may hear nothing from the replica that took it before it
 * is given up (RPC_LIVENESS_MS): a replica sends progress every 250 ms after
 * the first 250–500 ms (request-progress.ts), so this leaves it about 4.5 s
 * of stalled event loop before its requests fail. 1.5 s was tried first: a
 * full test run on a loaded 2-core machine then saw replicas alive but
 * starved fall silent that long, and their requests answered 504
 * (docs/reliability.md).
 */
export const DEFAULT_LIVENESS_MS = 5_000;

/** How often RequestInbox counts the silence of the requests it waits on. */
export const LIVENESS_TICK_MS = 100;

/** A request waiting for its reply, as the liveness count sees it. */
export interface ListeningRequest {
  /** Ticks since the request was sent or its last progress message. */
  silentTicks: number;
}

/**
 * Which waiting requests have heard nothing (no reply, no progress) for the
 * liveness window: the replica that took them is presumed dead. Silence is
 * counted in ticks of the requester's own timer, not read from the clock, so
 * a requester whose event loop stalls (a tick comes late, once) never blames
 * the service for its own stall: what arrived meanwhile is read before the
 * next tick. Pure: RequestInbox owns the timer and the requests.
 */
export class RequestLiveness {
  /** Ticks of silence after which a request is given up: the window, rounded up. */
  readonly ticksAllowed: number;

  constructor(
    windowMs: number,
    readonly tickMs = LIVENESS_TICK_MS,
  ) {
    this.ticksAllowed = Math.max(1, Math.ceil(windowMs / tickMs));
  }

  /** A reply or progress message arrived: the request's silence starts again. */
  heard(request: ListeningRequest): void {
    request.silentTicks = 0;
  }

  /** One tick: every request's silence grows by one; returns the keys of those silent for the whole window. */
  tick<K, R extends ListeningRequest>(requests: Iterable<[K, R]>): K[] {
    const silent: K[] = [];
    for (const [key, request] of requests) if (++request.silentTicks >= this.ticksAllowed) silent.push(key);
    return silent;
  }
}
