/** Where the run's system is, as the global setup published it. */
export interface TestStackInfo {
  runId: string;
  baseUrl: string;
  /** A second gateway replica whose access tokens live `shortTokenTtlSeconds`. */
  shortLivedBaseUrl: string;
  shortTokenTtlSeconds: number;
  logDir: string;
  /** The webhook timings the run's services use (short, for tests). */
  webhookSettings: Record<string, string>;
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
