/** @type {import('jest').Config} */
module.exports = {
  preset: '@sfl/testing',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  // Like the preset does for packages/*: the subgraphs from their sources, so tests need no prior build.
  moduleNameMapper: {
    '^@sfl/users$': '<rootDir>/../services/users/src',
    '^@sfl/matches$': '<rootDir>/../services/matches/src',
  },
};
