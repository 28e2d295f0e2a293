import {
  AdminSubject,
  CompanyRecord,
  CompanyUserRecord,
  CreatedApiKey,
  DeactivateResult,
  RevokedApiKey,
  SEEDED_SERVICES,
  SeedResult,
  serviceOfCollection,
  ApiError,
} from '@bizapi/contracts';
import { NatsRpcClient } from '../nats/rpc-client';
import { connect, NatsConnection } from '@nats-io/transport-node';

const ADMIN_TIMEOUT_MS = 30_000;

/**
 * The operator's commands as functions. The CLI prints what they return;
 * tests call them directly. Each goes to the service that owns the data.
 */
export class AdminClient {
  private constructor(
    private readonly connection: NatsConnection,
    private readonly rpc: NatsRpcClient,
  ) {}

  static async connect(natsUrl: string, namespace: string): Promise<AdminClient> {
    let connection: NatsConnection;
    try {
      connection = await connect({ servers: natsUrl.split(','), name: 'admin-cli', timeout: 3_000, noAsyncTraces: true });
    } catch {
      throw new Error(`cannot reach NATS at ${natsUrl}; is the system running (npm start)?`);
    }
    return new AdminClient(connection, new NatsRpcClient(connection, namespace, ADMIN_TIMEOUT_MS));
  }

  close(): Promise<void> {
    return this.connection.drain();
  }

  createCompany(name: string, features?: string[]): Promise<CompanyRecord> {
    return this.rpc.request(AdminSubject.companiesCreate, { name, features });
  }

  updateCompany(id: string, features: string[]): Promise<CompanyRecord> {
    return this.rpc.request(AdminSubject.companiesUpdate, { id, features });
  }

  createUser(companyId: string, name: string, email?: string): Promise<CompanyUserRecord> {
    return this.rpc.request(AdminSubject.usersCreate, { companyId, name, email });
  }

  createKey(companyId: string, userId: string, scopes?: string[]): Promise<CreatedApiKey> {
    return this.rpc.request(AdminSubject.keysCreate, { companyId, userId, scopes });
  }

  revokeKey(id: string): Promise<RevokedApiKey> {
    return this.rpc.request(AdminSubject.keysRevoke, { id });
  }

  /** Reference data of every service that has some, for a company that must exist. */
  async seed(companyId: string): Promise<SeedResult> {
    await this.rpc.request<CompanyRecord>(AdminSubject.companiesGet, { id: companyId });
    const results: SeedResult = {};
    for (const service of SEEDED_SERVICES) {
      Object.assign(results, await this.rpc.request<SeedResult>(AdminSubject.seed(service), { companyId }));
    }
    return results;
  }

  deactivate(companyId: string, collection: string, id: string): Promise<DeactivateResult> {
    const service = serviceOfCollection(collection);
    if (!service) throw ApiError.validation('collection', `unknown collection ${collection}`);
    return this.rpc.request(AdminSubject.deactivate(service), { companyId, collection, id });
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
