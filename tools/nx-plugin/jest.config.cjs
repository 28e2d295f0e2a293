// The generator's test copies the workspace into a scratch folder, runs the generator there, builds and
// runs the new collection's generated contract test in that copy (which starts a stack of its own).
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'nx-plugin',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.integration-spec.ts'],
  testTimeout: 900000,
};
