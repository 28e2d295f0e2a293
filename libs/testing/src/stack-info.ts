export interface PostgresLogin {
  user: string;
  password: string;
  url: string;
}

/** Per app name (`gateway`, `people-crm`…), its two PostgreSQL logins (libs/launcher/src/local-credentials.cjs). */
export type DatabaseLogins = Record<string, { app: PostgresLogin; owner: PostgresLogin }>;

/** Where the run's system is, as the global setup published it. */
export interface TestStackInfo {
  runId: string;
  baseUrl: string;
  /** The API's origin as people reach it, `/external/v1` and the company panel's `/panel/` on one port (libs/launcher/src/edge.cjs). */
  edgeUrl: string;
  /** A second gateway replica whose access tokens live `shortTokenTtlSeconds`. */
  shortLivedBaseUrl: string;
  shortTokenTtlSeconds: number;
  logDir: string;
  /** The webhook timings the run's services use (short, for tests). */
  webhookSettings: Record<string, string>;
  /** Each process's PostgreSQL logins: `app` (what it serves with) and `owner` (its schema's, for migrations). */
  databaseLogins: DatabaseLogins;
  /** The run's servers; DATABASE_URL is the administrator's (reads any schema). */
  env: {
    WEBHOOK_SECRET_KEY: string;
    DATABASE_URL: string;
    NATS_URL: string;
    REDIS_URL: string;
    BIZAPI_NAMESPACE: string;
    JWT_SECRET: string;
  };
}

export function testStack(): TestStackInfo {
  const published = process.env.BIZAPI_TEST_STACK;
  if (!published) {
    throw new Error('No test stack: integration tests run under the global setup of libs/testing (npm test).');
  }
  return JSON.parse(published) as TestStackInfo;
}
