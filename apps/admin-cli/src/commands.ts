import { MAX_RATE_LIMIT_PER_MINUTE } from '@bizapi/contracts';
import type { AdminClient } from '@bizapi/runtime/admin';
import { UsageError } from './errors';

export type OptionValues = Record<string, string | undefined>;

export interface OptionSpec {
  /** What the value is, as the help shows it (`--company ID`). */
  value: string;
  description: string;
  required?: boolean;
}

/** A command that talks to the running system over NATS and prints one JSON document. */
export interface Command {
  description: string;
  options: Record<string, OptionSpec>;
  /** Checks the option values before anything connects; throws a UsageError saying what is wrong. */
  check?(values: OptionValues): void;
  run(client: AdminClient, values: OptionValues): Promise<unknown>;
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

const COMPANY: OptionSpec = { value: 'ID', description: 'the company', required: true };

/** The operator's commands (docs/operations/operator-cli.md). */
export const COMMANDS: Record<string, Command> = {
  'companies:create': {
    description: 'Create a company; its plan has every feature unless --features says otherwise.',
    options: {
      name: { value: 'NAME', description: 'the company name', required: true },
      features: { value: 'LIST', description: 'plan features, comma-separated (crm,sales,finance,projects,hr,helpdesk,accounting,webhooks)' },
      'rate-limit': { value: 'PER_MINUTE', description: `requests a minute for this company, 1-${MAX_RATE_LIMIT_PER_MINUTE} (default: the gateway's RATE_LIMIT_PER_MINUTE)` },
    },
    check: (values) => rateLimit(values['rate-limit']),
    run: (client, values) => client.createCompany(values.name as string, list(values.features), rateLimit(values['rate-limit'])),
  },
  'companies:update': {
    description: "Replace a company's plan features or set its own rate limit (effective on its next request).",
    options: {
      id: { value: 'ID', description: 'the company', required: true },
      features: { value: 'LIST', description: 'the new plan features, comma-separated' },
      'rate-limit': { value: 'PER_MINUTE|default', description: "requests a minute, or default for the gateway's" },
    },
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
    description: 'Create a company user (the companyUserId of responsibles, assignees and panel people).',
    options: {
      company: COMPANY,
      name: { value: 'NAME', description: "the user's name", required: true },
      email: { value: 'EMAIL', description: 'their e-mail (needed to be invited to the panel)' },
    },
    run: (client, { company, name, email }) => client.createUser(company as string, name as string, email),
  },
  'keys:create': {
    description: 'Create an API key and its secret for a user; both are shown once. A 4th active key is refused.',
    options: {
      company: COMPANY,
      user: { value: 'USER_ID', description: 'the user the key acts as', required: true },
      scopes: { value: 'LIST', description: 'comma-separated <collection>:read|write, or * (the default)' },
    },
    run: (client, { company, user, scopes }) => client.createKey(company as string, user as string, list(scopes)),
  },
  'keys:revoke': {
    description: 'Revoke an API key: every token issued with it stops working at once.',
    options: { id: { value: 'KEY_ID', description: 'the key', required: true } },
    run: (client, { id }) => client.revokeKey(id as string),
  },
  'panel:invite': {
    description: "Print a one-time link (valid 24 h) at which a company user sets their panel password.",
    options: { company: COMPANY, user: { value: 'USER_ID', description: 'the user, who needs an e-mail', required: true } },
    run: (client, { company, user }) => client.panelInvite(company as string, user as string),
  },
  seed: {
    description: "Create the reference data of a company's read-only collections (pipelines, chart of accounts, ...).",
    options: { company: COMPANY },
    run: (client, { company }) => client.seed(company as string),
  },
  demo: {
    description: 'Create a company with every feature, a user, a key with scope * and its reference data.',
    options: { name: { value: 'NAME', description: 'the company name (default: Demo and the time)' } },
    run: (client, { name }) => client.demo(name ?? `Demo ${new Date().toISOString()}`),
  },
  deactivate: {
    description: 'Deactivate one record of a collection: it then answers 404 and leaves lists.',
    options: {
      company: COMPANY,
      collection: { value: 'NAME', description: 'the collection, as in the path (persons, deals, ...)', required: true },
      id: { value: 'ID', description: 'the record', required: true },
    },
    run: (client, { company, collection, id }) => client.deactivate(company as string, collection as string, id as string),
  },
  'charges:receive': {
    description: 'Record the payment of a charge, as the billing system does: its financial entry is settled.',
    options: {
      company: COMPANY,
      id: { value: 'CHARGE_ID', description: 'the charge', required: true },
      'paid-at': { value: 'ISO_DATE', description: 'when it was paid (default: now)' },
    },
    run: (client, values) => client.receiveCharge(values.company as string, values.id as string, values['paid-at']),
  },
  'automations:run': {
    description: 'Run the daily automatic moves now (overdue entries and charges, expired quotes and contracts).',
    options: {
      company: { value: 'ID', description: 'one company (default: all)' },
      'as-of': { value: 'ISO_DATE', description: 'the date to run them as of (default: now)' },
    },
    run: (client, values) => client.runAutomations(values.company, values['as-of']),
  },
};

/** `companies:create --name NAME [--features LIST] …`: a command's synopsis from its options. */
export function synopsis(name: string, options: Record<string, OptionSpec>): string {
  const parts = Object.entries(options).map(([option, spec]) => (spec.required ? `--${option} ${spec.value}` : `[--${option} ${spec.value}]`));
  return [name, ...parts].join(' ');
}
