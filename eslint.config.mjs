import nx from '@nx/eslint-plugin';

// Dependency rules of the architecture, enforced on every import (docs/architecture.md, Boundaries):
// apps never import apps, a service reaches only its own scope and shared libs, shared libs never
// reach a domain, and the test harness is only for test files.
export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  { ignores: ['**/dist', '**/node_modules', '**/coverage', 'bench/results'] },
  {
    files: ['**/*.ts', '**/*.js', '**/*.mjs', '**/*.cjs'],
    ignores: ['**/eslint.config.mjs', '**/jest.config.cjs', '**/jest.preset.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // An import must satisfy every constraint whose source tag its project carries: its type's and its scope's.
          depConstraints: [
            // No list below holds type:app: apps never import apps, by tag as well as by Nx's own app check.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:testing', 'type:launcher'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:launcher'] },
            // The process launcher (npm start, the test harness, the bench) reads the contracts only.
            { sourceTag: 'type:launcher', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:contracts', 'type:util'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            // Tooling's own tests may use the harness; its other files may not (no-restricted-imports, below).
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:testing'] },
            // The integrators' client stands alone (it is what they install): only its tests reach the harness.
            { sourceTag: 'type:client', onlyDependOnLibsWithTags: ['type:testing'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            // Every domain scope (scope:gateway, scope:people-crm, scope:finance…) by pattern, so a new service
            // needs no line here. Nx cannot name "the source's own scope" among the allowed tags, and a scope is
            // one service (libs are shared), so a service reaches its own files and shared libs only. Should a
            // service ever get a lib of its own, exclude its scope here and give it [its scope, 'scope:shared'].
            { sourceTag: '/^scope:(?!shared$)/', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Config and DTO classes spell out their property types on purpose.
      '@typescript-eslint/no-inferrable-types': ['error', { ignoreProperties: true }],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.integration-spec.ts'],
    rules: {
      // Tests read response bodies of any shape.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/src/**/*.ts'],
    // An app's src/testing holds its tests' fixtures: test code, left out of its build.
    ignores: ['**/*.spec.ts', '**/*.integration-spec.ts', '**/testing/src/**', '**/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@bizapi/testing', message: 'The test harness is for *.spec.ts and *.integration-spec.ts files only.' },
            { name: '@bizapi/launcher', message: 'The process launcher is for npm start, the tests and the bench, never for a running process.' },
          ],
        },
      ],
    },
  },
];
