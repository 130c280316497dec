// The test command's second jest stage: the suites of jest.config.js that reach PostgreSQL, Redis or
// Kafka, run again on the real ones (see packages/testing/real-services-sequencer.js).
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = { ...base, testSequencer: '<rootDir>/packages/testing/real-services-sequencer.js' };
