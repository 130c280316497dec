// Fault tests stop the broker: they run on their own, one at a time, after the other suites (see
// infra/bin/test), on the fault stage's broker.
/** @type {import('jest').Config} */
module.exports = { preset: '@sfl/testing', roots: ['<rootDir>/test'], testRegex: '\\.fault-spec\\.ts$' };
