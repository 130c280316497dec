// The test command's third jest stage: the real-services suites that start a whole stack of processes,
// one at a time with nothing beside them (see packages/testing/test-stages/stages.js).
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = { ...base, testSequencer: '<rootDir>/packages/testing/test-stages/alone.js' };
