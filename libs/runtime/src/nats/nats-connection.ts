import { Logger } from '@nestjs/common';
import { NatsConnection, connect } from '@nats-io/transport-node';
import { coalesceWrites } from './coalesced-writes';
import { refuseOldNats } from '../servers/server-checks';
import { NatsCredentials, natsCredentials } from './nats-credentials';

/** How every long-lived connection of a process behaves: an outage makes it unready, never dead. */
export const LONG_LIVED_CONNECTION = {
  maxReconnectAttempts: -1,
  reconnectTimeWait: 500,
  waitOnFirstConnect: true,
  // No Error (with its stack) per request for nicer async traces: it is paid on every request of the gateway's hot path.
  noAsyncTraces: true,
} as const;

export interface NatsConnectOptions extends NatsCredentials {
  url: string;
  /** Shown in the server's connection list (`people-crm`, `gateway`...). */
  name: string;
}

/**
 * Connects to NATS and keeps reconnecting forever: a NATS outage makes the
 * process unready, never dead. The first connection is waited for too, so a
 * process may start before NATS does.
 */
export async function connectNats({ url, name, ...credentials }: NatsConnectOptions): Promise<NatsConnection> {
  const logger = new Logger('Nats');
  const connection = await connect({
    servers: url.split(','),
    name,
    ...natsCredentials(credentials),
    ...LONG_LIVED_CONNECTION,
  });
  try {
    refuseOldNats(connection);
  } catch (error) {
    await connection.close();
    throw error;
  }
  coalesceWrites(connection);
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect') logger.warn(`disconnected from ${url}`);
      if (status.type === 'reconnect') logger.log(`reconnected to ${url}`);
    }
  })();
  return connection;
}
