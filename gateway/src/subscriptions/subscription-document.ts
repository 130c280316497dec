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

// Distinct query texts whose parse and validation are kept: an app sends a handful; past this the
// cache starts over rather than grow with whatever clients send.
const MAX_DOCUMENTS = 500;

/**
 * Parses and validates what a client sends over the socket with the limits of the HTTP path
 * (tokens, depth, aliases, directives, no field suggestions, cost), and accepts a subscription
 * only: queries and mutations go over HTTP, where sessions, CSRF checks and the gateway apply.
 * A query text is parsed and validated once: its subscriptions share one document (a parsed
 * document keeps its tokens, some KB each, for as long as a subscription runs).
 */
export function subscriptionDocumentParser(schema: GraphQLSchema) {
  const limits = apiLimits();
  const rules = [...specifiedRules, ...new ApolloArmor(limits).protect().validationRules];
  const documents = new Map<string, DocumentNode | GraphQLError[]>();

  const parseAndValidate = (query: string): DocumentNode | GraphQLError[] => {
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: limits.maxTokens.n });
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      return [codedError(error.message, ApolloServerErrorCode.GRAPHQL_PARSE_FAILED, error)];
    }
    const errors = validate(schema, document, rules);
    if (errors.length === 0) return document;
    return errors.map((error) =>
      codedError(
        error.message.replace(SUGGESTION, SUGGESTION_MASK),
        ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
        error,
      ),
    );
  };

  const documentOf = (query: string): DocumentNode | GraphQLError[] => {
    let known = documents.get(query);
    if (!known) {
      known = parseAndValidate(query);
      if (documents.size >= MAX_DOCUMENTS) documents.clear();
      documents.set(query, known);
    }
    return known;
  };

  return (payload: SubscribePayload): DocumentNode | GraphQLError[] => {
    const document = documentOf(payload.query);
    if (Array.isArray(document)) return document;
    const operation = getOperationAST(document, payload.operationName);
    if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) {
      const message = operation
        ? 'Only subscriptions are served over WebSocket: send queries and mutations over HTTP'
        : 'Send exactly one operation, or name the one to run';
      return [codedError(message, ErrorCode.BadUserInput)];
    }
    const { variables, operationName } = payload;
    const costError = queryCostError({ schema, document, variables: variables ?? undefined, operationName });
    return costError ? [costError] : document;
  };
}
