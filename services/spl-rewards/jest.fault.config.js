// Fault tests kill the service's process: run by the root jest.fault.config.js, one at a time,
// after the other suites (see infra/bin/test).
/** @type {import('jest').Config} */
module.exports = {
  preset: '@sfl/testing',
  roots: ['<rootDir>/test/fault'],
  testRegex: '\\.fault-spec\\.ts$',
};
