module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'panel',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.integration-spec.ts'],
  globalSetup: '<rootDir>/../../libs/testing/jest/global-setup.cjs',
  globalTeardown: '<rootDir>/../../libs/testing/jest/global-teardown.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../libs/testing/jest/after-env.cjs'],
  testTimeout: 30000,
};
