import { parseArgs } from 'node:util';
import { MAX_RATE_LIMIT_PER_MINUTE } from '@bizapi/contracts';
import type { AdminClient } from '@bizapi/runtime/admin';

interface Command {
  usage: string;
  options: Record<string, { required?: boolean }>;
  /** Checks the option values before anything connects; throws a UsageError saying what is wrong. */
  check?(values: Record<string, string | undefined>): void;
  run(client: AdminClient, values: Record<string, string | undefined>): Promise<unknown>;
}

/** `--rate-limit`: requests per minute, or `default` (null: the gateway's RATE_LIMIT_PER_MINUTE); undefined when not given. */
export function rateLimit(value: string | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === 'default') return null;
  const limit = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!(limit >= 1 && limit <= MAX_RATE_LIMIT_PER_MINUTE))
    throw new UsageError(`--rate-limit must be a whole number of requests per minute from 1 to ${MAX_RATE_LIMIT_PER_MINUTE}, or default (got ${JSON.stringify(value)})`);
  return limit;
}

const list = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);

/** ARCHITECTURE.md, "Operator command line". */
export const COMMANDS: Record<string, Command> = {
  'companies:create': {
    usage: 'companies:create --name NAME [--features LIST] [--rate-limit PER_MINUTE]',
    options: { name: { required: true }, features: {}, 'rate-limit': {} },
    check: (values) => rateLimit(values['rate-limit']),
    run: (client, values) => client.createCompany(values.name as string, list(values.features), rateLimit(values['rate-limit'])),
  },
  'companies:update': {
    usage: 'companies:update --id ID [--features LIST] [--rate-limit PER_MINUTE|default]',
    options: { id: { required: true }, features: {}, 'rate-limit': {} },
    check: (values) => {
      if (values.features === undefined && values['rate-limit'] === undefined) throw new UsageError('missing --features or --rate-limit');
      // As when --features was required: an empty value is a mistake, not an empty plan.
      if (values.features === '') throw new UsageError('missing --features');
      rateLimit(values['rate-limit']);
    },
    run: (client, values) =>
      client.updateCompany(values.id as string, {
        features: values.features === undefined ? undefined : (list(values.features) ?? []),
        rateLimitPerMinute: rateLimit(values['rate-limit']),
      }),
  },
  'users:create': {
    usage: 'users:create --company ID --name NAME [--email EMAIL]',
    options: { company: { required: true }, name: { required: true }, email: {} },
    run: (client, { company, name, email }) => client.createUser(company as string, name as string, email),
  },
  'keys:create': {
    usage: 'keys:create --company ID --user USER_ID [--scopes LIST]',
    options: { company: { required: true }, user: { required: true }, scopes: {} },
    run: (client, { company, user, scopes }) => client.createKey(company as string, user as string, list(scopes)),
  },
  'keys:revoke': {
    usage: 'keys:revoke --id KEY_ID',
    options: { id: { required: true } },
    run: (client, { id }) => client.revokeKey(id as string),
  },
  'panel:invite': {
    usage: 'panel:invite --company ID --user USER_ID',
    options: { company: { required: true }, user: { required: true } },
    run: (client, { company, user }) => client.panelInvite(company as string, user as string),
  },
  seed: {
    usage: 'seed --company ID',
    options: { company: { required: true } },
    run: (client, { company }) => client.seed(company as string),
  },
  demo: {
    usage: 'demo [--name NAME]',
    options: { name: {} },
    run: (client, { name }) => client.demo(name ?? `Demo ${new Date().toISOString()}`),
  },
  deactivate: {
    usage: 'deactivate --company ID --collection NAME --id ID',
    options: { company: { required: true }, collection: { required: true }, id: { required: true } },
    run: (client, { company, collection, id }) => client.deactivate(company as string, collection as string, id as string),
  },
  'charges:receive': {
    usage: 'charges:receive --company ID --id CHARGE_ID [--paid-at ISO_DATE]',
    options: { company: { required: true }, id: { required: true }, 'paid-at': {} },
    run: (client, values) => client.receiveCharge(values.company as string, values.id as string, values['paid-at']),
  },
  'automations:run': {
    usage: 'automations:run [--company ID] [--as-of ISO_DATE]',
    options: { company: {}, 'as-of': {} },
    run: (client, values) => client.runAutomations(values.company, values['as-of']),
  },
};

export class UsageError extends Error {}

export function usage(): string {
  return [
    'usage: npm run -s admin -- <command> [options]',
    '',
    ...Object.values(COMMANDS).map((command) => `  ${command.usage}`),
    // Printed by security-config.ts without a running system.
    '  nats-config',
    '  redis-acl',
    '  postgres-roles',
  ].join('\n');
}

/** The command and its option values, or a UsageError saying what is wrong. */
export function parseCommandLine(argv: string[]): { command: Command; values: Record<string, string | undefined> } {
  const [name, ...rest] = argv;
  // Own keys only: `constructor` or `toString` are names of every object, not commands.
  const command = name && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) throw new UsageError(name ? `unknown command: ${name}` : 'no command given');
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: rest,
      options: Object.fromEntries(Object.keys(command.options).map((option) => [option, { type: 'string' as const }])),
      strict: true,
      allowPositionals: false,
    }).values as Record<string, string | undefined>;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n  ${command.usage}`);
  }
  const missing = Object.entries(command.options)
    .filter(([option, spec]) => spec.required && !values[option])
    .map(([option]) => `--${option}`);
  if (missing.length) throw new UsageError(`missing ${missing.join(', ')}\n  ${command.usage}`);
  try {
    command.check?.(values);
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n  ${command.usage}`);
  }
  return { command, values };
}
