import { readFileSync } from 'node:fs';
import { ProcessName, inboxPrefix } from '@bizapi/contracts';
import { credsAuthenticator, nkeyAuthenticator } from '@nats-io/transport-node';

/** Kept apart from nats-connection.ts (no Nest): the operator CLI loads it too. */
export interface NatsCredentials {
  /** The process's own NATS user (env NATS_USER / NATS_PASSWORD); none on an open development server. */
  user?: string;
  pass?: string;
  /** A credentials file: the user's JWT and NKey seed (operator mode, Synadia Cloud; env NATS_CREDS_FILE). */
  credsFile?: string;
  /** A file holding the user's NKey seed (`SU…`; env NATS_NKEY_SEED_FILE). */
  nkeySeedFile?: string;
  /** CA certificates the server's TLS certificate must chain to (env NATS_CA_FILE); TLS is then required. */
  caFile?: string;
  /** Where replies to this process's requests arrive: the only inbox its NATS user may read. */
  inboxPrefix?: string;
}

/** The variables of a process's NATS identity (RuntimeEnv holds them). */
export interface NatsIdentityEnv {
  NATS_USER: string;
  NATS_PASSWORD: string;
  NATS_CREDS_FILE: string;
  NATS_NKEY_SEED_FILE: string;
  NATS_CA_FILE: string;
  BIZAPI_NAMESPACE: string;
}

/** A process's NATS identity from its configuration, and its private reply inbox under the namespace. */
export function processNatsIdentity(env: NatsIdentityEnv, process: ProcessName | 'admin-cli'): NatsCredentials {
  return {
    user: env.NATS_USER || undefined,
    pass: env.NATS_PASSWORD || undefined,
    credsFile: env.NATS_CREDS_FILE || undefined,
    nkeySeedFile: env.NATS_NKEY_SEED_FILE || undefined,
    caFile: env.NATS_CA_FILE || undefined,
    inboxPrefix: inboxPrefix(process, env.BIZAPI_NAMESPACE),
  };
}

/** The operator CLI's NATS identity: the same variables, its own inbox. */
export function operatorNatsIdentity(env: NatsIdentityEnv): NatsCredentials {
  return processNatsIdentity(env, 'admin-cli');
}

/**
 * Connect options for a process's credentials, TLS trust and private reply inbox;
 * nothing for what is unset. The files are read again at each reconnect, so a
 * rotated credentials file (a mounted Secret) is picked up without a restart.
 */
export function natsCredentials({ user, pass, credsFile, nkeySeedFile, caFile, inboxPrefix: prefix }: NatsCredentials) {
  const authenticator = credsFile
    ? credsAuthenticator(() => readFileSync(credsFile))
    : nkeySeedFile
      ? nkeyAuthenticator(() => new TextEncoder().encode(readFileSync(nkeySeedFile, 'utf8').trim()))
      : undefined;
  return {
    ...(user && !authenticator ? { user, pass } : {}),
    ...(authenticator ? { authenticator } : {}),
    ...(caFile ? { tls: { caFile } } : {}),
    ...(prefix ? { inboxPrefix: prefix } : {}),
  };
}
