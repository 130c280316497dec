// Shared Jest setup for every Node workspace: ts-jest in CommonJS, ESM-only deps through
// Node's require(esm) (the test script sets --experimental-vm-modules), and @sfl/* packages
// read from their TypeScript sources so tests never need a prior build.
const path = require('node:path');

const packagesDir = path.resolve(__dirname, '..');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Hooks that boot subgraphs and embedded databases take seconds on a loaded 2-core machine.
  // (A run of several projects reads this from the root config instead.)
  testTimeout: 30_000,
  testRegex: '\\.(spec|e2e-spec)\\.ts$',
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: {
    '^@sfl/sui-chain/testing$': `${packagesDir}/sui-chain/src/testing`,
    '^@sfl/(config|database|errors|logging|auth-context|cache|testing|events|contracts|subgraph|sui-chain)$': `${packagesDir}/$1/src`,
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
