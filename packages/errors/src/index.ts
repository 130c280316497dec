export * from './error-code';
export * from './domain.exception';
export * from './define-exceptions';
export * from './retry-after-text';
export * from './format-graphql-error';
