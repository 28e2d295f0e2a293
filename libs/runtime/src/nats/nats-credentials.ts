import { ProcessName, inboxPrefix } from '@bizapi/contracts';

/** Kept apart from nats-connection.ts (no Nest): the operator CLI loads it too. */
export interface NatsCredentials {
  /** The process's own NATS user (env NATS_USER / NATS_PASSWORD); none on an open development server. */
  user?: string;
  pass?: string;
  /** Where replies to this process's requests arrive: the only inbox its NATS user may read. */
  inboxPrefix?: string;
}

/** A process's NATS user from its configuration, and its private reply inbox under the namespace. */
export function processNatsIdentity(
  env: { NATS_USER: string; NATS_PASSWORD: string; BIZAPI_NAMESPACE: string },
  process: ProcessName,
): NatsCredentials {
  return {
    user: env.NATS_USER || undefined,
    pass: env.NATS_PASSWORD || undefined,
    inboxPrefix: inboxPrefix(process, env.BIZAPI_NAMESPACE),
  };
}

/** Connect options for a process's credentials and private reply inbox; nothing when unset. */
export function natsCredentials({ user, pass, inboxPrefix: prefix }: NatsCredentials) {
  return { ...(user ? { user, pass } : {}), ...(prefix ? { inboxPrefix: prefix } : {}) };
}
