module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'collections',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.integration-spec.ts'],

};
