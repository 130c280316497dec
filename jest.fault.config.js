// The fault tests (processes killed, the broker stopped) of every workspace that has them; the
// test command runs them with --runInBand after the other suites, on PostgreSQL and Kafka.
/** @type {import('jest').Config} */
module.exports = {
  projects: [
    '<rootDir>/packages/events/jest.fault.config.js',
    '<rootDir>/services/spl-rewards/jest.fault.config.js',
    '<rootDir>/infra/run/jest.fault.config.js',
  ],
};
