// Every Node workspace's Jest project in one run (the frontend has its own jsdom setup).
/** @type {import('jest').Config} */
module.exports = {
  projects: [
    '<rootDir>/packages/*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/gateway/jest.config.js',
    '<rootDir>/infra/run/jest.config.js',
  ],
};
