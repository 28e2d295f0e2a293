import {
  AUTOMATED_SERVICES,
  AdminSubject,
  ApiKeyRecord,
  AutomationCounts,
  AutomationsResult,
  CompaniesUpdateCommand,
  CompanyRecord,
  CompanyUsageRecord,
  CompanyUserRecord,
  CreatedApiKey,
  DeactivateResult,
  KeysCreateCommand,
  KeysRevokeCommand,
  PanelInviteResult,
  RevokedApiKey,
  SEEDED_SERVICES,
  SeedResult,
  serviceOfCollection,
  ApiError,
  ErrorCode,
  inboxPrefix,
} from '@bizapi/contracts';
import { NatsRpcClient } from '../nats/rpc-client';
import { NatsCredentials, natsCredentials } from '../nats/nats-credentials';
import { refuseOldNats } from '../servers/server-checks';
import { connect, NatsConnection } from '@nats-io/transport-node';

const ADMIN_TIMEOUT_MS = 30_000;
/** The spec's date inputs (convention 5); the services check the calendar. */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z)?$/;

/**
 * The operator's commands as functions. The CLI prints what they return;
 * tests call them directly; the company panel calls those of its company's
 * people (PANEL_OPERATOR_CALLS) over its own connection. Each goes to the
 * service that owns the data.
 */
export class AdminClient {
  private constructor(
    private readonly connection: NatsConnection | undefined,
    private readonly rpc: NatsRpcClient,
  ) {}

  /** Over a process's own NATS connection and RPC client (the panel's), which the process closes itself. */
  static over(rpc: NatsRpcClient): AdminClient {
    return new AdminClient(undefined, rpc);
  }

  /** `credentials`: the operator's NATS identity (operatorNatsIdentity: a user, a credentials file or an NKey; a CA), where the server asks for one. */
  static async connect(natsUrl: string, namespace: string, credentials: NatsCredentials = {}): Promise<AdminClient> {
    let connection: NatsConnection;
    try {
      connection = await connect({
        servers: natsUrl.split(','),
        name: 'admin-cli',
        timeout: 3_000,
        noAsyncTraces: true,
        ...natsCredentials({ ...credentials, inboxPrefix: inboxPrefix('admin-cli', namespace) }),
      });
    } catch (error) {
      if (error instanceof Error && /authoriz|authenticat/i.test(error.message)) {
        throw new Error(`NATS at ${natsUrl} refused the operator's credentials (set NATS_USER and NATS_PASSWORD, NATS_CREDS_FILE or NATS_NKEY_SEED_FILE to the admin-cli user's)`);
      }
      throw new Error(`cannot reach NATS at ${natsUrl}; is the system running (npm start)?`);
    }
    try {
      refuseOldNats(connection);
    } catch (error) {
      await connection.close();
      throw error;
    }
    return new AdminClient(connection, new NatsRpcClient(connection, namespace, ADMIN_TIMEOUT_MS));
  }

  async close(): Promise<void> {
    await this.connection?.drain();
  }

  /** `rateLimitPerMinute`: absent or null, the gateway's RATE_LIMIT_PER_MINUTE. */
  createCompany(name: string, features?: string[], rateLimitPerMinute?: number | null): Promise<CompanyRecord> {
    return this.rpc.request(AdminSubject.companiesCreate, { name, features, rateLimitPerMinute });
  }

  /**
   * Replaces the plan (`features`), or the rate limit (a number, or null for the gateway's
   * default), or both: what is absent stays. Effective on the company's next request.
   */
  updateCompany(id: string, changes: string[] | Omit<CompaniesUpdateCommand, 'id'>): Promise<CompanyRecord> {
    const { features, rateLimitPerMinute } = Array.isArray(changes) ? { features: changes, rateLimitPerMinute: undefined } : changes;
    return this.rpc.request(AdminSubject.companiesUpdate, { id, features, rateLimitPerMinute });
  }

  createUser(companyId: string, name: string, email?: string): Promise<CompanyUserRecord> {
    return this.rpc.request(AdminSubject.usersCreate, { companyId, name, email });
  }

  /** One user of the company (RESOURCE_NOT_FOUND for another company's). */
  getUser(companyId: string, id: string): Promise<CompanyUserRecord> {
    return this.rpc.request(AdminSubject.usersGet, { companyId, id });
  }

  getCompany(id: string): Promise<CompanyRecord> {
    return this.rpc.request(AdminSubject.companiesGet, { id });
  }

  /** `made`: the panel's label and the person who made it. */
  createKey(companyId: string, userId: string, scopes?: string[], made: Pick<KeysCreateCommand, 'label' | 'createdBy'> = {}): Promise<CreatedApiKey> {
    return this.rpc.request(AdminSubject.keysCreate, { companyId, userId, scopes, ...made });
  }

  /** `by`: the panel's company (another company's key is then not found) and the person who revokes it. */
  revokeKey(id: string, by: Pick<KeysRevokeCommand, 'companyId' | 'revokedBy'> = {}): Promise<RevokedApiKey> {
    return this.rpc.request(AdminSubject.keysRevoke, { id, ...by });
  }

  /** The company's keys, newest first, revoked ones included; never a key or a secret. */
  listKeys(companyId: string): Promise<ApiKeyRecord[]> {
    return this.rpc.request(AdminSubject.keysList, { companyId });
  }

  /** The company's requests this minute against its limit, and per hour over the last 24. */
  companyUsage(companyId: string): Promise<CompanyUsageRecord> {
    return this.rpc.request(AdminSubject.usageGet, { companyId });
  }

  /** A one-time link (24 h) for the user to set their company-panel password. */
  panelInvite(companyId: string, userId: string): Promise<PanelInviteResult> {
    return this.rpc.request(AdminSubject.panelInvite, { companyId, userId });
  }

  /**
   * Reference data of every service that has some, for a company that must
   * exist. Each service seeds only its own schema, so they seed at once (a
   * company's seed takes as long as the slowest service's, accounting's,
   * not the sum); the answer lists them in SEEDED_SERVICES order. Seeding
   * is idempotent: after a failure, seeding again completes what is missing.
   */
  async seed(companyId: string): Promise<SeedResult> {
    await this.rpc.request<CompanyRecord>(AdminSubject.companiesGet, { id: companyId });
    const seeded = await Promise.all(
      SEEDED_SERVICES.map((service) => this.rpc.request<SeedResult>(AdminSubject.seed(service), { companyId })),
    );
    return Object.assign({}, ...seeded) as SeedResult;
  }

  deactivate(companyId: string, collection: string, id: string): Promise<DeactivateResult> {
    const service = serviceOfCollection(collection);
    if (!service) throw ApiError.validation('collection', `unknown collection ${collection}`);
    return this.rpc.request(AdminSubject.deactivate(service), { companyId, collection, id });
  }

  /**
   * The scheduled automatic moves of every service that has some, as of
   * `asOf` (default now), for one company (which must exist) or all.
   */
  async runAutomations(companyId?: string, asOf?: string): Promise<AutomationsResult> {
    const moment = asOf === undefined ? new Date() : new Date(ISO_8601.test(asOf) ? asOf : NaN);
    if (Number.isNaN(moment.getTime()))
      throw new ApiError(ErrorCode.INVALID_DATE_FORMAT, [{ field: 'as-of', message: 'as-of must be YYYY-MM-DD or YYYY-MM-DDTHH:mm:ssZ' }]);
    if (companyId !== undefined) await this.rpc.request<CompanyRecord>(AdminSubject.companiesGet, { id: companyId });
    const result: AutomationsResult = { financialEntriesOverdue: 0, chargesOverdue: 0, quotesExpired: 0, contractsExpired: 0 };
    const counts = await Promise.all(
      AUTOMATED_SERVICES.map((service) =>
        this.rpc.request<AutomationCounts>(AdminSubject.automationsRun(service), { companyId, asOf: moment.toISOString() }),
      ),
    );
    for (const part of counts) Object.assign(result, part);
    return result;
  }

  /** The billing system's payment of a charge: the charge, its entry settled, `financial.settled`. */
  receiveCharge(companyId: string, id: string, paidAt?: string): Promise<unknown> {
    return this.rpc.request(AdminSubject.chargesReceive, { companyId, id, paidAt });
  }

  /** A company with every feature, one user, one key with scope `*`, and its reference data. */
  async demo(name: string) {
    const company = await this.createCompany(name);
    const user = await this.createUser(company.id, 'Demo User', 'demo@example.com');
    const key = await this.createKey(company.id, user.id, ['*']);
    await this.seed(company.id);
    return { companyId: company.id, userId: user.id, apiKeyId: key.id, apiKey: key.apiKey, secret: key.secret };
  }
}
