// Every Node workspace's Jest project in one run (the frontend has its own jsdom setup).
/** @type {import('jest').Config} */
module.exports = {
  // Global: projects cannot set it. Suites that boot subgraphs and embedded databases need more
  // than the 5 s default on a loaded 2-core machine: a gateway over two embedded subgraphs took
  // over 30 s to start beside the spl-rewards suites in CI.
  testTimeout: 60_000,
  // A worker's heap keeps ~25 MB of every test file it ran (module graphs held past the file), and
  // a worker runs ~80 files: past ~1 GB, collection slowed every suite two to three times. A fresh
  // worker replaces one past 1 GB after a file (the embedded stage: 20.7 min before, 11.8 after).
  workerIdleMemoryLimit: '1GB',
  projects: [
    '<rootDir>/packages/*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/gateway/jest.config.js',
    '<rootDir>/infra/run/jest.config.js',
  ],
};
