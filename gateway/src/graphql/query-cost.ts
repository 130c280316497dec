import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import {
  type DocumentNode,
  getNullableType,
  GraphQLError,
  type GraphQLSchema,
  isListType,
  Kind,
  parse,
  valueFromASTUntyped,
} from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';

/** The most a single operation may cost; a field costs 1, a list field its size times its items. */
export const MAX_QUERY_COST = 5000;

/** What a list with neither a `limit` argument nor a declared size is assumed to hold. */
export const UNDECLARED_LIST_SIZE = 100;

/** "Type.field" → the size a subgraph declared for a list without paging (`@listSize(assumedSize: n)`). */
export type DeclaredListSizes = ReadonlyMap<string, number>;

const LIST_SIZE_DIRECTIVES = new Set(['listSize', 'cost__listSize']);

/** The `@listSize(assumedSize:)` declarations the subgraphs composed into the supergraph. */
export function declaredListSizes(supergraphSdl: string): DeclaredListSizes {
  const sizes = new Map<string, number>();
  for (const definition of parse(supergraphSdl).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION)
      continue;
    for (const field of definition.fields ?? []) {
      const directive = field.directives?.find(({ name }) => LIST_SIZE_DIRECTIVES.has(name.value));
      const assumed = directive?.arguments?.find(({ name }) => name.value === 'assumedSize');
      const size: unknown = assumed && valueFromASTUntyped(assumed.value);
      if (typeof size === 'number') sizes.set(`${definition.name.value}.${field.name.value}`, size);
    }
  }
  return sizes;
}

/**
 * A field costs 1 plus what is selected under it; a list field multiplies that by the items it
 * may answer: its `limit` argument (defaults included), else its declared size, else
 * UNDECLARED_LIST_SIZE. So nesting lists multiplies, as the work behind them does, and aliases add up.
 */
export function listSizeEstimator(declared: DeclaredListSizes): ComplexityEstimator {
  return ({ type, field, args, childComplexity }) => {
    const cost = 1 + childComplexity;
    if (!isListType(getNullableType(field.type))) return cost;
    const limit: unknown = args.limit;
    const size =
      typeof limit === 'number'
        ? Math.max(0, limit)
        : (declared.get(`${type.name}.${field.name}`) ?? UNDECLARED_LIST_SIZE);
    return size * cost;
  };
}

export interface CostedOperation {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables?: Record<string, unknown>;
  operationName?: string | null;
}

export interface QueryCostOptions {
  declared?: DeclaredListSizes;
  maxCost?: number;
}

/**
 * The cost error of an operation over MAX_QUERY_COST, or undefined when it fits. Needs the
 * request's variables (a `limit: $n` counts as sent), so it runs once the operation is known,
 * before anything executes: not as a static validation rule.
 */
export function queryCostError(
  { schema, document, variables, operationName }: CostedOperation,
  { declared = new Map(), maxCost = MAX_QUERY_COST }: QueryCostOptions = {},
): GraphQLError | undefined {
  let cost: number;
  try {
    cost = getComplexity({
      schema,
      query: document,
      variables,
      operationName: operationName ?? undefined,
      estimators: [listSizeEstimator(declared)],
    });
  } catch {
    // Variables that do not fit the operation: the executor refuses them with its own error
    // before anything runs, so there is nothing to cost.
    return undefined;
  }
  if (cost <= maxCost) return undefined;
  return new GraphQLError(
    `Query cost limit of ${maxCost} exceeded, found ${cost}. ` +
      'A list counts as many items as its limit allows: ask for smaller pages or fewer nested lists.',
    { extensions: { code: ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED, http: { status: 400 } } },
  );
}

/** Refuses an operation over the cost limit once it is resolved, before the gateway plans or runs it. */
export function queryCostPlugin<TContext extends object>(
  options: QueryCostOptions,
): ApolloServerPlugin<TContext> {
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ schema, document, request, operationName }) => {
        const error = queryCostError(
          { schema, document, variables: request.variables, operationName },
          options,
        );
        if (error) throw error;
      },
    }),
  };
}
