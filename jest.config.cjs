// `npm test` runs every project in one Jest process, so the integration stack
// (see libs/testing) starts once and is shared by every project's tests.
module.exports = {
  // A global option (ignored in project configs): integration tests wait for real retries.
  testTimeout: 30000,
  projects: ['<rootDir>/libs/*/jest.config.cjs', '<rootDir>/apps/*/jest.config.cjs', '<rootDir>/tools/*/jest.config.cjs'],
};
