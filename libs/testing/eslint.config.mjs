import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  // The harness is test code: it reads response bodies of any shape.
  { files: ['**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
];
