import { natsPermissions } from './nats-permissions';
import { PROCESSES, ProcessName, credentialUser } from './processes';

export interface NatsServerConfigOptions {
  namespace: string;
  /** A process's password as written in the file: a literal, or `$VARIABLE` for the server's environment. */
  password(process: ProcessName): string;
  /** Extra users with every right (a test run's own observer), written as given. */
  extraUsers?: { user: string; password: string }[];
  /** Written above the authorization block (port, jetstream, store_dir...). */
  preamble?: string[];
}

const list = (subjects: string[]) => `[${subjects.map((subject) => JSON.stringify(subject)).join(', ')}]`;

/** A value as the config file takes it: `$VARIABLE` bare (resolved from the environment), anything else quoted. */
const value = (text: string) => (/^\$[A-Z0-9_]+$/.test(text) ? text : JSON.stringify(text));

/**
 * The `authorization` block of a nats-server configuration: one user per
 * process with the permissions natsPermissions computes. Anyone without a
 * user (no credentials) is refused at connect.
 */
export function natsServerConfig({ namespace, password, extraUsers = [], preamble = [] }: NatsServerConfigOptions): string {
  const users = PROCESSES.map((process) => {
    const permissions = natsPermissions(process, namespace);
    return [
      `    {`,
      `      user: ${JSON.stringify(credentialUser(process, namespace))}`,
      `      password: ${value(password(process))}`,
      `      permissions: {`,
      `        publish: { allow: ${list(permissions.publish.length ? permissions.publish : ['_NOTHING_'])} }`,
      `        subscribe: { allow: ${list(permissions.subscribe)} }`,
      // One reply per request (NamespacedNatsServer sends exactly one). With more allowed than are sent, nats-server
      // keeps every answered request's right until it expires, and past 4,096 of them scans them all on each
      // message: at 1,500 requests/s that cost more CPU than the whole gateway.
      ...(permissions.allowResponses ? [`        allow_responses: { max: 1, expires: "2m" }`] : []),
      `      }`,
      `    }`,
    ].join('\n');
  });
  const extras = extraUsers.map(({ user, password: secret }) => `    { user: ${JSON.stringify(user)}, password: ${value(secret)} }`);
  return [
    `# Generated from the contracts (libs/contracts/src/security); regenerate, do not edit.`,
    ...preamble,
    `authorization {`,
    `  users: [`,
    [...users, ...extras].join('\n'),
    `  ]`,
    `}`,
    ``,
  ].join('\n');
}
