// Fault tests stop the broker and kill processes: they run on their own, one at a time,
// after the other suites (see infra/bin/test).
/** @type {import('jest').Config} */
module.exports = { preset: '@sfl/testing', roots: ['<rootDir>/test'], testRegex: '\\.fault-spec\\.ts$' };
