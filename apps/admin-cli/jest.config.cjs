module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'admin-cli',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.integration-spec.ts'],
  testTimeout: 30000,
};
