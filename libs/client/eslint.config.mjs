import baseConfig from '../../eslint.config.mjs';

// src/generated is openapi-typescript's output (npm run client:types), checked against the document by a test.
export default [...baseConfig, { ignores: ['src/generated/**'] }];
