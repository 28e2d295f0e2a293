// The chaos suite (apps/gateway/src/testing/chaos): a system of its own on a
// private PostgreSQL, NATS and Redis that it kills -9 and restarts under load.
// It needs none of the shared integration stack, so it has no global setup,
// and it runs alone, after `npm test` (.ci/run), so its figures are not those
// of a machine busy with every other test (hence not named jest.config.cjs,
// which the root config would pick up):
//   npm run test:chaos
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'chaos',
  rootDir: '../../apps/gateway/src/testing/chaos',
  testMatch: ['<rootDir>/**/*.chaos-spec.ts'],
  setupFilesAfterEnv: ['<rootDir>/../../../../../libs/testing/jest/after-env.cjs'],
  testTimeout: 240000,
};
