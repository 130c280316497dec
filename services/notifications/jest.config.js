/** @type {import('jest').Config} */
module.exports = { preset: '@sfl/testing', roots: ['<rootDir>/src', '<rootDir>/test'] };
