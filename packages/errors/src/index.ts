export * from './error-code';
export * from './domain.exception';
export * from './define-exceptions';
export * from './format-graphql-error';
