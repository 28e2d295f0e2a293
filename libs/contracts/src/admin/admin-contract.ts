import { Feature } from '../domain/features';
import { ServiceName } from '../domain/services';

/**
 * The operator command line (`npm run -s admin -- ...`) talks to the owning
 * services over NATS on these subjects, so each service keeps owning its data.
 * They are internal: production NATS permissions must keep them off any
 * account that is not an operator's.
 */
export const AdminSubject = {
  companiesCreate: 'admin.iam.companies.create',
  companiesUpdate: 'admin.iam.companies.update',
  companiesGet: 'admin.iam.companies.get',
  usersCreate: 'admin.iam.users.create',
  /** One user of one company ({@link UsersGetCommand} → {@link CompanyUserRecord}); another company's is not found. */
  usersGet: 'admin.iam.users.get',
  keysCreate: 'admin.iam.keys.create',
  keysRevoke: 'admin.iam.keys.revoke',
  /** A company's API keys, newest first, revoked ones included ({@link KeysListCommand} → {@link ApiKeyRecord}[]). */
  keysList: 'admin.iam.keys.list',
  /** A company's API usage, read from the rate limiter's own counters ({@link CompanyUsageCommand} → {@link CompanyUsageRecord}). */
  usageGet: 'admin.iam.usage.get',
  /** A one-time link for a company user to set their company-panel password ({@link PanelInviteCommand} → {@link PanelInviteResult}); answered by the panel. */
  panelInvite: 'admin.panel.invite',
  /** `admin.<service>.seed`: reference data of that service for one company. */
  seed: (service: ServiceName) => `admin.${service}.seed`,
  /** `admin.<service>.deactivate`: sets isActive false on one record. */
  deactivate: (service: ServiceName) => `admin.${service}.deactivate`,
  /** `admin.<service>.automations.run`: that service's scheduled automatic moves, now ({@link AutomationsRunCommand} → {@link AutomationCounts}). */
  automationsRun: (service: ServiceName) => `admin.${service}.automations.run`,
  /** What the billing system does when a customer pays a charge ({@link ChargesReceiveCommand} → the charge as `GET /charges/:id` returns it). */
  chargesReceive: 'admin.finance.charges.receive',
} as const;

/** Services with automatic moves (docs/design/architecture-contract.md, "Automatic moves"); `automations:run` gathers their counts. */
export const AUTOMATED_SERVICES: readonly ServiceName[] = ['sales-contracts', 'finance'];

/** The output of `automations:run`: how many records each automatic move changed. */
export interface AutomationsResult {
  financialEntriesOverdue: number;
  chargesOverdue: number;
  quotesExpired: number;
  contractsExpired: number;
}

/** One service's part of {@link AutomationsResult}. */
export type AutomationCounts = Partial<AutomationsResult>;

export interface AutomationsRunCommand {
  /** One company, or every company when absent. */
  companyId?: string;
  /** The moment the moves are judged at (ISO 8601): what is due before it moves. */
  asOf: string;
}

export interface ChargesReceiveCommand {
  companyId: string;
  id: string;
  /** ISO 8601; now when absent. */
  paidAt?: string;
}

/** Services that hold reference data seeded by `seed`, in the order they are seeded. */
export const SEEDED_SERVICES: readonly ServiceName[] = ['people-crm', 'accounting', 'finance', 'helpdesk'];

/** Active API keys a company may hold at once (the spec's "Authentication", rule 8). */
export const MAX_ACTIVE_KEYS_PER_COMPANY = 3;

/**
 * The operator subjects the company panel calls (apps/panel), for the
 * signed-in person's company: it holds no key or plan logic of its own, and
 * its NATS user may publish these and nothing else of the operator's.
 */
export const PANEL_OPERATOR_CALLS: readonly string[] = [
  AdminSubject.companiesGet,
  AdminSubject.usersGet,
  AdminSubject.keysCreate,
  AdminSubject.keysRevoke,
  AdminSubject.keysList,
  AdminSubject.usageGet,
];

/** The largest per-company rate limit the operator may set (`companies:update --rate-limit`): a typo's guard, far above any one company's need. */
export const MAX_RATE_LIMIT_PER_MINUTE = 10_000_000;

export interface CompanyRecord {
  id: string;
  name: string;
  features: Feature[];
  /** Requests a minute the company may make; null: the gateway's RATE_LIMIT_PER_MINUTE (the spec's 100). */
  rateLimitPerMinute: number | null;
}

export interface CompanyUserRecord {
  id: string;
  companyId: string;
  name: string;
  email: string | null;
}

export interface CreatedApiKey {
  id: string;
  apiKey: string;
  secret: string;
  scopes: string[];
}

export interface RevokedApiKey {
  id: string;
  revokedAt: string;
}

export interface CompaniesCreateCommand {
  name: string;
  features?: string[];
  /** Absent or null: the gateway's default. */
  rateLimitPerMinute?: number | null;
}
/** What to change: the plan, the rate limit (null: back to the gateway's default), or both. */
export interface CompaniesUpdateCommand {
  id: string;
  features?: string[];
  rateLimitPerMinute?: number | null;
}
export interface UsersCreateCommand {
  companyId: string;
  name: string;
  email?: string;
}
export interface UsersGetCommand {
  companyId: string;
  id: string;
}
export interface KeysCreateCommand {
  companyId: string;
  userId: string;
  scopes?: string[];
  /** A name to tell the key apart (the panel asks for one). */
  label?: string;
  /** The panel user who made it; absent when the operator did. */
  createdBy?: string;
}
export interface PanelInviteCommand {
  companyId: string;
  userId: string;
}
/** The link to send the person (valid 24 h, once). */
export interface PanelInviteResult {
  url: string;
  expiresAt: string;
}
export interface KeysRevokeCommand {
  id: string;
  /** With it, a key of another company is not found (the panel's revocations). */
  companyId?: string;
  /** The panel user who revokes it; absent when the operator does. */
  revokedBy?: string;
}
export interface KeysListCommand {
  companyId: string;
}
/** An API key as the company panel lists it: never its key or secret, only their last characters. */
export interface ApiKeyRecord {
  id: string;
  /** Null for keys the operator made without one. */
  label: string | null;
  /** The key's last four characters. */
  keyHint: string;
  scopes: string[];
  /** The company user the key acts as, and their name. */
  userId: string;
  userName: string;
  createdAt: string;
  /** The panel user who made it; null when the operator did. */
  createdBy: string | null;
  /** The last successful `POST /auth` with it (to the minute). */
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** The panel user who revoked it; null when the operator did (or it is active). */
  revokedBy: string | null;
}
export interface CompanyUsageCommand {
  companyId: string;
}
/** What the panel's usage page shows, from the admission script's own counters. */
export interface CompanyUsageRecord {
  /** The company's requests a minute: its own limit, or the gateway's RATE_LIMIT_PER_MINUTE. */
  limit: number;
  /** Requests the sliding window counts now (the previous minute weighted by how much of it is still inside). */
  thisMinute: number;
  /** The last 24 hours, oldest first (ISO 8601 starts): requests admitted or refused, and of them those refused with 429. */
  hours: Array<{ hour: string; requests: number; limited: number }>;
}
export interface SeedCommand {
  companyId: string;
}
/** `{<collection>: [ids...]}` */
export type SeedResult = Record<string, string[]>;

export interface DeactivateCommand {
  companyId: string;
  collection: string;
  id: string;
}
export interface DeactivateResult {
  collection: string;
  id: string;
  isActive: false;
}
