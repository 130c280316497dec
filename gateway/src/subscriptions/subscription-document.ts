import { ApolloServerErrorCode } from '@apollo/server/errors';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { ErrorCode } from '@sfl/errors';
import {
  type DocumentNode,
  getOperationAST,
  GraphQLError,
  type GraphQLSchema,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import { apiLimits } from '../graphql/api-limits';
import { queryCostError } from '../graphql/query-cost';

// graphql-armor's field-suggestion mask, applied to validation messages as on HTTP.
const SUGGESTION = /Did you mean ".+"\?/g;
const SUGGESTION_MASK = '[Suggestion hidden]';

export function codedError(message: string, code: string, source?: GraphQLError): GraphQLError {
  return new GraphQLError(message, {
    source: source?.source,
    positions: source?.positions,
    extensions: { code },
  });
}

/**
 * Parses and validates what a client sends over the socket with the limits of the HTTP path
 * (tokens, depth, aliases, directives, no field suggestions, cost), and accepts a subscription
 * only: queries and mutations go over HTTP, where sessions, CSRF checks and the gateway apply.
 */
export function subscriptionDocumentParser(schema: GraphQLSchema) {
  const limits = apiLimits();
  const rules = [...specifiedRules, ...new ApolloArmor(limits).protect().validationRules];
  return (payload: SubscribePayload): DocumentNode | GraphQLError[] => {
    let document: DocumentNode;
    try {
      document = parse(payload.query, { maxTokens: limits.maxTokens.n });
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      return [codedError(error.message, ApolloServerErrorCode.GRAPHQL_PARSE_FAILED, error)];
    }
    const operation = getOperationAST(document, payload.operationName);
    if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) {
      const message = operation
        ? 'Only subscriptions are served over WebSocket: send queries and mutations over HTTP'
        : 'Send exactly one operation, or name the one to run';
      return [codedError(message, ErrorCode.BadUserInput)];
    }
    const errors = validate(schema, document, rules);
    if (errors.length === 0) {
      const { variables, operationName } = payload;
      const costError = queryCostError({
        schema,
        document,
        variables: variables ?? undefined,
        operationName,
      });
      return costError ? [costError] : document;
    }
    return errors.map((error) =>
      codedError(
        error.message.replace(SUGGESTION, SUGGESTION_MASK),
        ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
        error,
      ),
    );
  };
}
