/** @type {import('jest').Config} */
module.exports = {
  preset: '@sfl/testing',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  // Like the preset does for packages/*: the users subgraph from its sources, so tests need no prior build.
  moduleNameMapper: { '^@sfl/users$': '<rootDir>/../services/users/src' },
};
