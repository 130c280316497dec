export * from './error-code';
export * from './domain.exception';
export * from './format-graphql-error';
