// The test command's second jest stage: the suites that reach PostgreSQL, Redis or Kafka, on the real
// ones (see packages/testing/test-stages/stages.js).
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = { ...base, testSequencer: '<rootDir>/packages/testing/test-stages/real-services.js' };
