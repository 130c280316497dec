export * from './subgraph-dependencies';
export * from './subgraph-modules';
export * from './create-subgraph-app';
export * from './emit-subgraph-schema';
export * from './health.controller';
export * from './subgraph-process';
export * from './graphql-type-scope';
export * from './pagination';
