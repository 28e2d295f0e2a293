'use strict';
// Starts one system for the whole `npm test` run, shared by every project
// (each project's config names this file; the first call starts, the others
// join). Test files find it through BIZAPI_TEST_STACK.
const { startTestStack } = require('../stack/test-stack.cjs');

module.exports = async function globalSetup() {
  const shared = globalThis.__BIZAPI_TEST_STACK__;
  if (shared) {
    shared.users++;
    return;
  }
  const log = (message) => process.stderr.write(`[test stack] ${message}\n`);
  const stack = await startTestStack({ shortLivedGateway: true, env: { WEBHOOK_ALLOW_INSECURE_URLS: 'true' }, log });
  globalThis.__BIZAPI_TEST_STACK__ = { stack, users: 1 };
  process.env.BIZAPI_TEST_STACK = JSON.stringify({
    runId: stack.runId,
    baseUrl: stack.baseUrl,
    shortLivedBaseUrl: stack.shortLivedBaseUrl,
    shortTokenTtlSeconds: stack.shortTokenTtlSeconds,
    logDir: stack.logDir,
    env: {
      DATABASE_URL: stack.env.DATABASE_URL,
      NATS_URL: stack.env.NATS_URL,
      REDIS_URL: stack.env.REDIS_URL,
      BIZAPI_NAMESPACE: stack.env.BIZAPI_NAMESPACE,
      JWT_SECRET: stack.env.JWT_SECRET,
    },
  });
};
