import {
  PROCESSES,
  REDIS_PROCESSES,
  databasePasswordVariable,
  databaseRolesScript,
  natsServerConfig,
  passwordVariable,
  redisAclCommands,
} from '@bizapi/contracts';
import { createHash } from 'node:crypto';
import { ConfigurationError } from './errors';
import { scramSha256Verifier } from './postgres-password';

/**
 * Commands that print server configuration for a cluster, generated from
 * the contracts; they need no running system. Passwords never appear: the
 * NATS config names environment variables the server resolves, the Redis
 * ACL carries SHA-256 hashes of the passwords in the CLI's environment, the
 * PostgreSQL script their SCRAM verifiers (or psql variables for those unset).
 */
export interface OfflineCommand {
  description: string;
  /** The configuration text; throws a ConfigurationError when the environment lacks what it needs. */
  print(env: NodeJS.ProcessEnv): string;
}

export const OFFLINE_COMMANDS: Record<string, OfflineCommand> = {
  'nats-config': {
    description: "Print nats-server.conf's authorization block: a user per process with its permissions (passwords from $NATS_PASSWORD_<APP> on the server).",
    print: (env) =>
      natsServerConfig({
        namespace: env.BIZAPI_NAMESPACE ?? '',
        password: (process) => `$${passwordVariable('NATS', process)}`,
      }),
  },
  'redis-acl': {
    description: 'Print the ACL SETUSER commands of the Redis users, for redis-cli (needs REDIS_PASSWORD_<APP> set; prints only their hashes).',
    print: (env) => {
      const missing = REDIS_PROCESSES.map((process) => passwordVariable('REDIS', process)).filter((variable) => !env[variable]);
      if (missing.length) throw new ConfigurationError(`set ${missing.join(', ')} (the passwords of the Secret) first`);
      const hash = (process: (typeof PROCESSES)[number]) =>
        createHash('sha256')
          .update(env[passwordVariable('REDIS', process)] as string)
          .digest('hex');
      return `${redisAclCommands(env.BIZAPI_NAMESPACE ?? '', hash)
        .map((line) => line.replace(/ >([0-9a-f]{64}) /, ' #$1 '))
        .join('\n')}\n`;
    },
  },
  'postgres-roles': {
    description:
      'Print the psql script of the PostgreSQL logins and their rights (passwords from POSTGRES_[OWNER_]PASSWORD_<APP>, printed as SCRAM verifiers; database $PGDATABASE or bizapi).',
    print: (env) => {
      try {
        return databaseRolesScript({
          namespace: env.BIZAPI_NAMESPACE ?? '',
          database: env.PGDATABASE || 'bizapi',
          storedPassword: (process, login) => {
            const password = env[databasePasswordVariable(process, login)];
            return password ? scramSha256Verifier(password) : undefined;
          },
        });
      } catch (error) {
        throw new ConfigurationError((error as Error).message);
      }
    },
  },
};
