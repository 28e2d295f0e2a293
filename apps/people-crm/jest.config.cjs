module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'people-crm',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.integration-spec.ts'],
  testTimeout: 30000,
};
