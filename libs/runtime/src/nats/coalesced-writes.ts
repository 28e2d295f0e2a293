import { Logger } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';

/** The parts of nats.js's (internal) protocol handler this relies on. */
interface ProtocolHandler {
  outbound: { length(): number; size(): number; fill(data: Uint8Array, ...payloads: Uint8Array[]): void };
  pendingLimit: number;
  flushPending(): void;
  sendCommand(command: string | Uint8Array, ...payloads: Uint8Array[]): void;
}

const encoder = new TextEncoder();

/**
 * nats.js writes its buffered protocol to the socket at the end of the
 * current microtask turn. A service answers each request from its own I/O
 * callback (a PostgreSQL result, an HTTP request), so every message went out
 * in its own write system call, and system calls were the largest single
 * cost of the read path. Flushing on `setImmediate` instead lets the
 * messages of one event-loop turn share one write, for a few microseconds
 * of latency (the gain: docs/benchmarks-history.md, "Reads").
 * Order is unchanged (one buffer), and a full buffer still flushes at once.
 *
 * Relies on nats.js internals: if they are not what it expects, it warns,
 * leaves the connection as it was and returns false (a test fails then too).
 */
export function coalesceWrites(connection: NatsConnection): boolean {
  const protocol = (connection as unknown as { protocol?: Partial<ProtocolHandler> }).protocol;
  if (!isProtocolHandler(protocol)) {
    new Logger('Nats').warn('nats.js internals changed: writes are not coalesced (see coalesced-writes.ts)');
    return false;
  }
  protocol.sendCommand = function (this: ProtocolHandler, command, ...payloads) {
    const wasEmpty = this.outbound.length() === 0;
    this.outbound.fill(typeof command === 'string' ? encoder.encode(command) : command, ...payloads);
    if (wasEmpty) setImmediate(() => this.flushPending());
    else if (this.outbound.size() >= this.pendingLimit) this.flushPending();
  };
  return true;
}

function isProtocolHandler(value: Partial<ProtocolHandler> | undefined): value is ProtocolHandler {
  return (
    typeof value?.sendCommand === 'function' &&
    typeof value.flushPending === 'function' &&
    typeof value.pendingLimit === 'number' &&
    typeof value.outbound?.fill === 'function' &&
    typeof value.outbound.length === 'function' &&
    typeof value.outbound.size === 'function'
  );
}
