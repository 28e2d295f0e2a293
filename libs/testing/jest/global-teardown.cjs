'use strict';

module.exports = async function globalTeardown() {
  const shared = globalThis.__BIZAPI_TEST_STACK__;
  if (!shared || --shared.users > 0) return;
  globalThis.__BIZAPI_TEST_STACK__ = undefined;
  await shared.stack.stop();
};
