import type { GraphQLFormattedError } from 'graphql';
import { DomainException } from './domain.exception';
import { ErrorCode } from './error-code';

const INTERNAL_MESSAGE = 'Internal server error';

// Codes produced by GraphQL itself (parsing, validation, variable coercion) are safe to pass on.
const passThroughCodes = new Set<string>([
  ErrorCode.BadUserInput,
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Apollo `formatError`: domain exceptions keep their message and code, GraphQL's own input
 * errors pass through, anything else is reported through `onUnexpected` and answered generically
 * so no internals (messages, stack traces, SQL) leak to clients.
 */
export function createGraphQLErrorFormatter(onUnexpected: (error: unknown) => void) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrap(error);
    if (original instanceof DomainException) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: {
          code: original.code,
          reason: original.reason,
          ...(original.retryAfterMs === null
            ? {}
            : { retryAfterSeconds: retryAfterSeconds(original.retryAfterMs) }),
        },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && passThroughCodes.has(code)) {
      return {
        message: formatted.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code },
      };
    }
    onUnexpected(original ?? error);
    return { message: INTERNAL_MESSAGE, path: formatted.path, extensions: { code: ErrorCode.Internal } };
  };
}

/** Whole seconds, rounded up and at least 1, as HTTP's Retry-After counts them. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}

function unwrap(error: unknown): unknown {
  let current = error;
  while (current && typeof current === 'object' && 'originalError' in current && current.originalError) {
    current = current.originalError;
  }
  return current;
}
