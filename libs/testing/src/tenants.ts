import { CompanyRecord, CompanyUserRecord, CreatedApiKey, EVENT_FAMILIES } from '@bizapi/contracts';
import { AdminClient } from '@bizapi/runtime';
import { randomUUID } from 'node:crypto';
import { HttpClient } from './http-client';
import { onTestFileEnd } from './resources';
import { testStack } from './stack-info';
import { WebhookReceiver } from './webhook-receiver';

let admin: Promise<AdminClient> | undefined;

/** The operator's client on the run's NATS namespace (one per test file). */
export function adminClient(): Promise<AdminClient> {
  if (!admin) {
    const { env } = testStack();
    admin = AdminClient.connect(env.NATS_URL, env.BIZAPI_NAMESPACE);
    onTestFileEnd(async () => {
      const client = await admin;
      admin = undefined;
      await client?.close();
    });
  }
  return admin;
}

export interface Tokens {
  accessToken: string;
  companyToken: string;
  expiresIn: number;
}

export function authHeaders(tokens: Pick<Tokens, 'accessToken' | 'companyToken'>): Record<string, string> {
  return { authorization: `Bearer ${tokens.accessToken}`, 'x-company-token': tokens.companyToken };
}

/** Step one of the spec's authentication. */
export async function authenticate(apiKey: string, secret: string, baseUrl = testStack().baseUrl): Promise<Tokens> {
  const response = await new HttpClient(baseUrl).post<Tokens>('/auth', { secret }, { headers: { 'x-api-key': apiKey } });
  if (response.status !== 200) throw new Error(`POST /auth answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

export interface Tenant {
  company: CompanyRecord;
  user: CompanyUserRecord;
  key: CreatedApiKey;
  tokens: Tokens;
  /** Authenticated client of the tenant. */
  api: HttpClient;
}

export interface TenantOptions {
  name?: string;
  features?: string[];
  scopes?: string[];
  baseUrl?: string;
  /** Run the operator's `seed` (reference data); default true. */
  seed?: boolean;
  /** The operator client of another stack (see startDedicatedStack). */
  admin?: AdminClient;
}

/** A company with a user and an API key, made as the operator makes them, and signed in. */
export async function createTenant(options: TenantOptions = {}): Promise<Tenant> {
  const client = options.admin ?? (await adminClient());
  const company = await client.createCompany(options.name ?? `Company ${randomUUID().slice(0, 8)}`, options.features);
  const user = await client.createUser(company.id, 'Ana Souza', 'ana@example.com');
  const key = await client.createKey(company.id, user.id, options.scopes);
  if (options.seed ?? true) await client.seed(company.id);
  const baseUrl = options.baseUrl ?? testStack().baseUrl;
  const tokens = await authenticate(key.apiKey, key.secret, baseUrl);
  const tenant = { company, user, key, tokens, api: new HttpClient(baseUrl, authHeaders(tokens)) };
  if (process.env.EXAMPLES_RECORD_DIR && !options.admin) await subscribeToEverything(tenant);
  return tenant;
}

let everythingReceiver: Promise<WebhookReceiver> | undefined;

/**
 * While recording the reference's examples (example-recorder.ts): each company
 * of the shared stack subscribes a receiver of this test file to every event,
 * so the deliveries its writes cause are recorded as the events' examples. A
 * company whose plan or key cannot subscribe is left as it is.
 */
async function subscribeToEverything(tenant: Tenant): Promise<void> {
  if (!everythingReceiver) {
    everythingReceiver = WebhookReceiver.start();
    onTestFileEnd(async () => {
      everythingReceiver = undefined;
    });
  }
  const receiver = await everythingReceiver;
  await tenant.api.post('/webhooks', { url: receiver.url, events: EVENT_FAMILIES.map((family) => `${family}.*`) });
}
