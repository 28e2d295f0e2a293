// Generates the document from the built apps (run after `tsc -b`) and checks it:
// equal to the committed docs/openapi.json, and clean under `redocly lint`.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'openapi',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  testTimeout: 240000,
};
