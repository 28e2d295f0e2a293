import { ProcessName, REDIS_PROCESSES, credentialUser } from './processes';

/**
 * Commands every Redis user gets: all but the dangerous ones (FLUSHALL,
 * FLUSHDB, CONFIG, ACL, KEYS, DEBUG, SHUTDOWN, MONITOR...), plus INFO, which
 * Redis files as dangerous but ioredis's ready check and BullMQ's version
 * check need. Scripts (EVAL/EVALSHA, BullMQ's and the rate limiter's) and
 * streams are in.
 */
export const REDIS_COMMAND_RULES = ['+@all', '-@dangerous', '+info'] as const;

/** The key patterns a process may touch, under the namespace (the prefixes its code builds). */
export function redisKeyPatterns(process: ProcessName, namespace: string): string[] {
  const prefix = namespace ? `${namespace}:` : '';
  if (process === 'gateway') return ['rl', 'rl-auth', 'iam', 'idem'].map((family) => `${prefix}${family}:*`);
  // BullMQ's keys are `bull:<namespace>:<queue>:…` (app.module.ts sets the prefix).
  if (process === 'webhooks') return [`${prefix}webhooks:*`, `bull:${prefix}*`];
  if (process === 'panel') return [`${prefix}panel:*`];
  return [];
}

/**
 * The `ACL SETUSER` arguments of a process's Redis user: reset first (so a
 * re-run converges), its password, its key patterns, no pub/sub channels,
 * and the command rules.
 */
export function redisAclRules(process: ProcessName, namespace: string, password: string): string[] {
  if (!REDIS_PROCESSES.includes(process)) throw new Error(`${process} does not use Redis`);
  return [
    'reset',
    'on',
    `>${password}`,
    ...redisKeyPatterns(process, namespace).map((pattern) => `~${pattern}`),
    'resetchannels',
    ...REDIS_COMMAND_RULES,
  ];
}

/** `ACL SETUSER …` lines for redis-cli or an ACL file (`user …` form when `aclFile`). */
export function redisAclCommands(namespace: string, passwords: (process: ProcessName) => string, aclFile = false): string[] {
  return REDIS_PROCESSES.map((process) => {
    const rules = redisAclRules(process, namespace, passwords(process)).filter((rule) => !aclFile || rule !== 'reset');
    return `${aclFile ? 'user' : 'ACL SETUSER'} ${credentialUser(process, namespace)} ${rules.join(' ')}`;
  });
}
