import { createGraphQLErrorFormatter, ErrorCode } from '@sfl/errors';
import type { Logger } from '@sfl/logging';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/**
 * Apollo `formatError` for the gateway. Errors a subgraph sent (marked `serviceName` by the
 * gateway) were already formatted and scrubbed by that subgraph: they keep message, code and
 * reason. Everything raised here goes through the shared formatter, which hides and logs the
 * unexpected ones.
 */
export function createGatewayErrorFormatter(logger: Logger) {
  const formatOwn = createGraphQLErrorFormatter((error) =>
    logger.error({ err: error }, 'Unexpected GraphQL error'),
  );
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const extensions = formatted.extensions ?? {};
    if (typeof extensions.serviceName === 'string') {
      const { code, reason, retryAfterSeconds } = extensions;
      return {
        message: formatted.message,
        path: formatted.path,
        extensions: {
          code,
          ...(reason !== undefined && { reason }),
          ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
        },
      };
    }
    return formatOwn(withoutEchoedVariable(formatted, error), error);
  };
}

const COERCION_MESSAGE = /^(Variable "\$\w+") got invalid value /;
const COERCION_PATH = / at "([\w.[\]]+)"$/;

// graphql-js quotes the whole submitted variable in coercion errors ('Variable "$input" got
// invalid value { username: "…", password: "…" }; …'), which would echo a password back to the
// screen. Keep the variable, the path and the reason; drop the value.
function withoutEchoedVariable(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const head = COERCION_MESSAGE.exec(formatted.message);
  const reason = error instanceof GraphQLError ? error.originalError?.message : undefined;
  if (formatted.extensions?.code !== ErrorCode.BadUserInput || !head || !reason) return formatted;
  if (!formatted.message.endsWith(`; ${reason}`)) return formatted;
  const path = COERCION_PATH.exec(formatted.message.slice(0, -(reason.length + 2)))?.[1];
  const message = `${head[1]} has an invalid value${path ? ` at "${path}"` : ''}: ${reason}`;
  return { ...formatted, message };
}
