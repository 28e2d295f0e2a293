module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'testing',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.integration-spec.ts'],
  // Its integration specs check the harness's system itself: the runtime it runs on, its servers.
  globalSetup: '<rootDir>/jest/global-setup.cjs',
  globalTeardown: '<rootDir>/jest/global-teardown.cjs',
  setupFilesAfterEnv: ['<rootDir>/jest/after-env.cjs'],
  testTimeout: 30000,
};
