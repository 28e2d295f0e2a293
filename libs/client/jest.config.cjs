module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'client',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.integration-spec.ts'],
  // The client is an ES module package: its imports name the built file (`./client.js`), which is the .ts here.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/../../libs/testing/jest/global-setup.cjs',
  globalTeardown: '<rootDir>/../../libs/testing/jest/global-teardown.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../libs/testing/jest/after-env.cjs'],
  testTimeout: 30000,
};
