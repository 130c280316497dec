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

/** A query text's parse (or its errors) and, once asked, its validation errors. */
type ParsedText =
  | { document: DocumentNode; errors?: undefined; validationErrors?: GraphQLError[] }
  | { document?: undefined; errors: GraphQLError[] };

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
  // A text's parse, and its validation once an operation of it was accepted as a subscription.
  const documents = new Map<string, ParsedText>();

  const parseText = (query: string): ParsedText => {
    try {
      return { document: parse(query, { maxTokens: limits.maxTokens.n }) };
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      return { errors: [codedError(error.message, ApolloServerErrorCode.GRAPHQL_PARSE_FAILED, error)] };
    }
  };

  const validationErrors = (document: DocumentNode): GraphQLError[] =>
    validate(schema, document, rules).map((error) =>
      codedError(
        error.message.replace(SUGGESTION, SUGGESTION_MASK),
        ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
        error,
      ),
    );

  const parsedText = (query: string): ParsedText => {
    let known = documents.get(query);
    if (!known) {
      known = parseText(query);
      if (documents.size >= MAX_DOCUMENTS) documents.clear();
      documents.set(query, known);
    }
    return known;
  };

  return (payload: SubscribePayload): DocumentNode | GraphQLError[] => {
    const parsed = parsedText(payload.query);
    if (!parsed.document) return parsed.errors;
    const { document } = parsed;
    const operation = getOperationAST(document, payload.operationName);
    if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) {
      const message = operation
        ? 'Only subscriptions are served over WebSocket: send queries and mutations over HTTP'
        : 'Send exactly one operation, or name the one to run';
      return [codedError(message, ErrorCode.BadUserInput)];
    }
    parsed.validationErrors ??= validationErrors(document);
    if (parsed.validationErrors.length > 0) return parsed.validationErrors;
    const { variables, operationName } = payload;
    const costError = queryCostError({ schema, document, variables: variables ?? undefined, operationName });
    return costError ? [costError] : document;
  };
}
