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
import { UsageError } from './cli';
import { scramSha256Verifier } from './postgres-password';

/**
 * Commands that print server configuration for a cluster, generated from
 * the contracts; they need no running system. Passwords never appear: the
 * NATS config names environment variables the server resolves, the Redis
 * ACL carries SHA-256 hashes of the passwords in the CLI's environment, the
 * PostgreSQL script their SCRAM verifiers (or psql variables for those unset).
 */
export const OFFLINE_COMMANDS: Record<string, { usage: string; print(env: NodeJS.ProcessEnv): string }> = {
  'nats-config': {
    usage: 'nats-config   (the authorization block of nats-server.conf; passwords from $NATS_PASSWORD_<APP> on the server)',
    print: (env) =>
      natsServerConfig({
        namespace: env.BIZAPI_NAMESPACE ?? '',
        password: (process) => `$${passwordVariable('NATS', process)}`,
      }),
  },
  'redis-acl': {
    usage: 'redis-acl     (ACL SETUSER commands for redis-cli; needs REDIS_PASSWORD_<APP> set, prints only their hashes)',
    print: (env) => {
      const missing = REDIS_PROCESSES.map((process) => passwordVariable('REDIS', process)).filter((variable) => !env[variable]);
      if (missing.length) throw new UsageError(`set ${missing.join(', ')} (the passwords of the Secret) first`);
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
    usage:
      'postgres-roles  (psql script of the PostgreSQL logins and rights; passwords from POSTGRES_[OWNER_]PASSWORD_<APP>, printed as SCRAM verifiers; database $PGDATABASE or bizapi)',
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
        throw new UsageError((error as Error).message);
      }
    },
  },
};
