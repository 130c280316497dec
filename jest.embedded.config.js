// The test command's first jest stage: the suites that reach no outside service, on embedded PostgreSQL
// and in-process stores (see packages/testing/test-stages/stages.js).
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = { ...base, testSequencer: '<rootDir>/packages/testing/test-stages/embedded.js' };
