// `npm test` runs every project in one Jest process, so the integration stack
// (see libs/testing) starts once and is shared by every project's tests.
module.exports = {
  projects: ['<rootDir>/libs/*/jest.config.cjs', '<rootDir>/apps/*/jest.config.cjs'],
};
