export * from './test-database';
export * from './graphql-request';
export * from './reset-database';
export * from './test-app';
export * from './pending-schema-changes';
export * from './error-shape';
export * from './stand-in-producers';
export * from './consuming-test-app';
