// Shared Jest settings. Nest 12 ships ESM only, which Jest 30 cannot load on Node 20,
// so @swc/jest compiles both our TypeScript and those packages (and cookie 2, ESM only too) to CommonJS.
module.exports = {
  testEnvironment: 'node',
  setupFiles: ['reflect-metadata'],
  testEnvironmentOptions: { customExportConditions: ['@bizapi/source', 'node', 'node-addons'] },
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|@nats-io|uuid|file-type|load-esm|uid|@standard-schema|cookie|commander)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
};
