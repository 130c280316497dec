import { GraphQLError } from 'graphql';
import { DomainException } from './domain.exception';
import { ErrorCode, httpStatusForCode } from './error-code';
import { createGraphQLErrorFormatter } from './format-graphql-error';

describe('createGraphQLErrorFormatter', () => {
  const unexpected: unknown[] = [];
  const format = createGraphQLErrorFormatter((error) => unexpected.push(error));

  it('should keep message and code when a domain exception is thrown in a resolver', () => {
    const domain = new DomainException(ErrorCode.Conflict, 'USERNAME_TAKEN', 'Username is already taken');
    const wrapped = new GraphQLError(domain.message, { originalError: domain, path: ['register'] });
    expect(format({ message: wrapped.message, path: ['register'] }, wrapped)).toEqual({
      message: 'Username is already taken',
      path: ['register'],
      extensions: { code: 'CONFLICT', reason: 'USERNAME_TAKEN' },
    });
  });

  it('should hide the message and report it when an unexpected error is thrown', () => {
    const boom = new Error('relation "users" does not exist');
    const wrapped = new GraphQLError(boom.message, { originalError: boom });
    const result = format(
      { message: boom.message, extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['x'] } },
      wrapped,
    );
    expect(result).toEqual({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(unexpected).toContain(boom);
  });

  it('should pass GraphQL input errors through when variables do not fit the schema', () => {
    const result = format(
      { message: 'Variable "$input" got invalid value', extensions: { code: 'BAD_USER_INPUT' } },
      {},
    );
    expect(result.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(result.message).toBe('Variable "$input" got invalid value');
  });
});

describe('httpStatusForCode', () => {
  it.each([
    ['BAD_USER_INPUT', 400],
    ['GRAPHQL_VALIDATION_FAILED', 400],
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['TOO_MANY_REQUESTS', 429],
    ['SERVICE_UNAVAILABLE', 503],
    ['INTERNAL_SERVER_ERROR', 500],
    [undefined, 500],
  ])('should answer %s with %i', (code, status) => {
    expect(httpStatusForCode(code)).toBe(status);
  });
});
