export * from './test-database';
export * from './graphql-request';
export * from './reset-database';
export * from './test-app';
