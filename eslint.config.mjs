import nx from '@nx/eslint-plugin';

// Dependency rules of the architecture, enforced on every import:
// apps never import apps (Nx forbids it outright), services reach only contracts and util libs,
// and the test harness is only for test files.
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
          // The process launcher is a plain script shared by `npm start` and the test harness.
          allow: ['^.*/tools/start/stack\\.cjs$'],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:testing'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:contracts', 'type:util'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
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
    ignores: ['**/*.spec.ts', '**/*.integration-spec.ts', '**/testing/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@bizapi/testing', message: 'The test harness is for *.spec.ts and *.integration-spec.ts files only.' }] },
      ],
    },
  },
];
