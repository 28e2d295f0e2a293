'use strict';
// Starts one system for the whole `npm test` run, shared by every project
// (each project's config names this file; the first call starts, the others
// join). Test files find it through BIZAPI_TEST_STACK.
const { startTestStack } = require('../stack/test-stack.cjs');

/** Webhook timings scaled down so retries, timeouts and recovery happen in seconds. */
const TEST_WEBHOOK_SETTINGS = {
  WEBHOOK_ALLOW_INSECURE_URLS: 'true',
  WEBHOOK_RETRY_DELAYS_MS: '0,300,600,900,1200',
  WEBHOOK_TIMEOUT_MS: '1000',
  WEBHOOK_STALLED_INTERVAL_MS: '1000',
  WEBHOOK_SWEEP_INTERVAL_MS: '1000',
  WEBHOOK_DISABLE_AFTER_FAILED_EVENTS: '3',
  WEBHOOK_SECRET_ROTATION_GRACE_SECONDS: '4',
  WEBHOOK_MAX_IN_FLIGHT_PER_SUBSCRIPTION: '8',
  WEBHOOK_MAX_IN_FLIGHT_PER_COMPANY: '16',
};

module.exports = async function globalSetup() {
  // `npm run test:unit` runs the unit specs alone (no *.integration-spec.ts): nothing needs a system.
  if (process.env.BIZAPI_UNIT_ONLY === '1') return;
  const shared = globalThis.__BIZAPI_TEST_STACK__;
  if (shared) {
    shared.users++;
    return;
  }
  const log = (message) => process.stderr.write(`[test stack] ${message}\n`);
  // Every process runs as its own NATS, Redis and PostgreSQL user (as in production); the tests' own connections,
  // without credentials (NATS, Redis) or as the administrator (env.DATABASE_URL), read everything.
  const stack = await startTestStack({ shortLivedGateway: true, env: TEST_WEBHOOK_SETTINGS, credentials: 'anonymous-observer', log });
  globalThis.__BIZAPI_TEST_STACK__ = { stack, users: 1 };
  process.env.BIZAPI_TEST_STACK = JSON.stringify({
    runId: stack.runId,
    baseUrl: stack.baseUrl,
    edgeUrl: stack.edgeUrl,
    shortLivedBaseUrl: stack.shortLivedBaseUrl,
    shortTokenTtlSeconds: stack.shortTokenTtlSeconds,
    logDir: stack.logDir,
    webhookSettings: TEST_WEBHOOK_SETTINGS,
    databaseLogins: stack.databaseLogins,
    env: {
      WEBHOOK_SECRET_KEY: stack.env.WEBHOOK_SECRET_KEY,
      DATABASE_URL: stack.env.DATABASE_URL,
      NATS_URL: stack.env.NATS_URL,
      REDIS_URL: stack.env.REDIS_URL,
      BIZAPI_NAMESPACE: stack.env.BIZAPI_NAMESPACE,
      JWT_SECRET: stack.env.JWT_SECRET,
    },
  });
};
