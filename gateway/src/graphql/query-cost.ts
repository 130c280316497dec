import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { type DocumentNode, getNullableType, GraphQLError, type GraphQLSchema, isListType } from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';

/** The most a single operation may cost; a field costs 1, a list field its size times its items. */
export const MAX_QUERY_COST = 5000;

/** What a list without a `limit` argument is assumed to hold. */
export const UNDECLARED_LIST_SIZE = 100;

/**
 * A field costs 1 plus what is selected under it; a list field multiplies that by the items it
 * may answer: its `limit` argument (defaults included), else UNDECLARED_LIST_SIZE. So nesting
 * lists multiplies, as the work behind them does, and aliases add up.
 */
export const listSizeEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const cost = 1 + childComplexity;
  if (!isListType(getNullableType(field.type))) return cost;
  const limit: unknown = args.limit;
  const size = typeof limit === 'number' ? Math.max(0, limit) : UNDECLARED_LIST_SIZE;
  return size * cost;
};

export interface CostedOperation {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables?: Record<string, unknown>;
  operationName?: string | null;
}

/**
 * The cost error of an operation over MAX_QUERY_COST, or undefined when it fits. Needs the
 * request's variables (a `limit: $n` counts as sent), so it runs once the operation is known,
 * before anything executes: not as a static validation rule.
 */
export function queryCostError(
  { schema, document, variables, operationName }: CostedOperation,
  maxCost = MAX_QUERY_COST,
): GraphQLError | undefined {
  let cost: number;
  try {
    cost = getComplexity({
      schema,
      query: document,
      variables,
      operationName: operationName ?? undefined,
      estimators: [listSizeEstimator],
    });
  } catch {
    // Variables that do not fit the operation: the executor refuses them with its own error
    // before anything runs, so there is nothing to cost.
    return undefined;
  }
  if (cost <= maxCost) return undefined;
  return new GraphQLError(
    `Query cost limit of ${maxCost} exceeded, found ${cost}. ` +
      `A list counts as many items as its limit (${UNDECLARED_LIST_SIZE} without one): ask for smaller pages or fewer nested lists.`,
    { extensions: { code: ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED, http: { status: 400 } } },
  );
}

/** Refuses an operation over the cost limit once it is resolved, before the gateway plans or runs it. */
export function queryCostPlugin<TContext extends object>(
  maxCost = MAX_QUERY_COST,
): ApolloServerPlugin<TContext> {
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ schema, document, request, operationName }) => {
        const error = queryCostError(
          { schema, document, variables: request.variables, operationName },
          maxCost,
        );
        if (error) throw error;
      },
    }),
  };
}
