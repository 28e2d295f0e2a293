// `npm test` runs every project in one Jest process, so the integration stack
// (see libs/testing) starts once and is shared by every project's tests.
const { availableParallelism } = require('node:os');

module.exports = {
  // A global option (ignored in project configs): integration tests wait for real retries.
  testTimeout: 30000,
  // At least two test files at a time, even on 2 cores (Jest's default would be one): integration files spend most of
  // their time waiting on the shared stack. On a 2-core machine npm test took 12.7 min instead of 19 (docs/testing.md).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // Longest first even on a clean clone, whose Jest cache has no times yet.
  testSequencer: '<rootDir>/libs/testing/jest/test-sequencer.cjs',
  projects: ['<rootDir>/libs/*/jest.config.cjs', '<rootDir>/apps/*/jest.config.cjs', '<rootDir>/tools/*/jest.config.cjs'],
};
