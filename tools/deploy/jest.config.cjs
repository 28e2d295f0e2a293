// Renders and checks docker/ and k8s/; needs `kubectl` on PATH, no cluster,
// no Docker engine and none of the integration stack.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'deploy',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  testTimeout: 60000,
};
