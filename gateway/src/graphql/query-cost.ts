import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import {
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  getArgumentValues,
  getNullableType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  type GraphQLSchema,
  isListType,
  Kind,
  parse,
  type SelectionSetNode,
  TypeInfo,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';

/** The most a single operation may cost; a field costs 1, a list field its size times its items. */
export const MAX_QUERY_COST = 5000;

/** What a list with neither a `limit` argument nor a declared size is assumed to hold. */
export const UNDECLARED_LIST_SIZE = 100;

/**
 * What a field with arguments costs on top, each time it is resolved: a page (`standings(limit:)`)
 * or a lookup runs a resolver of its own, usually a query, for every parent it is selected under,
 * where a plain field only reads its parent's row. Without it, a page of 100 leagues each asking
 * for one standing and one gameweek cost 5 a league, though each league's two cost two queries.
 */
export const RESOLVED_FIELD_COST = 10;

/** A page wrapper's field: the argument that sizes it, and the lists under it that argument sizes. */
export interface SlicedField {
  slicingArgument: string;
  sizedFields: readonly string[];
}

/** What the subgraphs declared with `@listSize`, by "Type.field". */
export interface DeclaredListSizes {
  /** the size of a list without paging (`@listSize(assumedSize: n)`) */
  assumed: ReadonlyMap<string, number>;
  /** a page wrapper (`@listSize(slicingArguments: ["limit"], sizedFields: ["items"])`) */
  sliced: ReadonlyMap<string, SlicedField>;
  /** a list sized by an argument of its own other than `limit` (`@listSize(slicingArguments: ["days"])`) */
  slicedBy: ReadonlyMap<string, string>;
}

export const NO_DECLARED_SIZES: DeclaredListSizes = {
  assumed: new Map(),
  sliced: new Map(),
  slicedBy: new Map(),
};

/** The argument that sizes a list field of its own: `limit` unless the field declares another. */
const SIZING_ARGUMENT = 'limit';

const LIST_SIZE_DIRECTIVES = new Set(['listSize', 'cost__listSize']);

/** The `@listSize` declarations the subgraphs composed into the supergraph. */
export function declaredListSizes(supergraphSdl: string): DeclaredListSizes {
  const assumed = new Map<string, number>();
  const sliced = new Map<string, SlicedField>();
  const slicedBy = new Map<string, string>();
  for (const definition of parse(supergraphSdl).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION)
      continue;
    for (const field of definition.fields ?? []) {
      const directive = field.directives?.find(({ name }) => LIST_SIZE_DIRECTIVES.has(name.value));
      const argument = (name: string): unknown => {
        const given = directive?.arguments?.find((arg) => arg.name.value === name);
        return given && valueFromASTUntyped(given.value);
      };
      const key = `${definition.name.value}.${field.name.value}`;
      const size = argument('assumedSize');
      if (typeof size === 'number') assumed.set(key, size);
      const [slicingArgument] = (argument('slicingArguments') ?? []) as string[];
      const sizedFields = (argument('sizedFields') ?? []) as string[];
      if (slicingArgument && sizedFields.length) sliced.set(key, { slicingArgument, sizedFields });
      else if (slicingArgument) slicedBy.set(key, slicingArgument);
    }
  }
  return { assumed, sliced, slicedBy };
}

/**
 * The lists of the operation sized by their page wrapper's slicing argument (the `items` of
 * `leagues(limit: 10)` are 10), by field node. A fragment used under wrappers of several sizes
 * takes the largest.
 */
function slicedListSizes(
  { schema, document, variables, operationName }: CostedOperation,
  sliced: DeclaredListSizes['sliced'],
): WeakMap<FieldNode, number> {
  const sizes = new WeakMap<FieldNode, number>();
  const operation = getOperationAST(document, operationName);
  if (!sliced.size || !operation) return sizes;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}).coerced;
  if (!coerced) return sizes;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const markSized = (selections: SelectionSetNode | undefined, declared: SlicedField, size: number) => {
    for (const selection of selections?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (declared.sizedFields.includes(selection.name.value))
          sizes.set(selection, Math.max(size, sizes.get(selection) ?? 0));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        markSized(selection.selectionSet, declared, size);
      } else {
        markSized(fragments.get(selection.name.value)?.selectionSet, declared, size);
      }
    }
  };
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field: (node) => {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        const declared = parent && field && sliced.get(`${parent.name}.${field.name}`);
        if (!declared || !field) return;
        // A field of another operation of the document may name variables this request lacks.
        let size: unknown;
        try {
          size = getArgumentValues(field, node, coerced)[declared.slicingArgument];
        } catch {
          return;
        }
        if (typeof size === 'number') markSized(node.selectionSet, declared, Math.max(0, size));
      },
    }),
  );
  return sizes;
}

/**
 * A field costs 1 plus what is selected under it; a list field multiplies that by the items it
 * may answer: its `limit` argument or the argument it declares sizes it (defaults included), else
 * its page wrapper's `limit` (a declared sized field), else its declared size, else
 * UNDECLARED_LIST_SIZE. So nesting lists
 * multiplies, as the work behind them does, and aliases add up. A field with arguments adds
 * RESOLVED_FIELD_COST once per time it is resolved (not per item): the fetch behind it.
 */
export function listSizeEstimator(
  declared: DeclaredListSizes,
  sized: WeakMap<FieldNode, number> = new WeakMap(),
): ComplexityEstimator {
  return ({ type, field, node, args, childComplexity }) => {
    const fetch = field.args.length > 0 ? RESOLVED_FIELD_COST : 0;
    const cost = 1 + childComplexity;
    if (!isListType(getNullableType(field.type))) return fetch + cost;
    const limit: unknown = args[declared.slicedBy.get(`${type.name}.${field.name}`) ?? SIZING_ARGUMENT];
    const size =
      typeof limit === 'number'
        ? Math.max(0, limit)
        : (sized.get(node) ?? declared.assumed.get(`${type.name}.${field.name}`) ?? UNDECLARED_LIST_SIZE);
    return fetch + size * cost;
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
 * The cost of an operation (see listSizeEstimator), or undefined when its variables do not fit
 * it: the executor refuses those with its own error before anything runs, so there is nothing to
 * cost. Needs the request's variables (a `limit: $n` counts as sent).
 */
function costOf(operation: CostedOperation, declared: DeclaredListSizes): number | undefined {
  const { schema, document, variables, operationName } = operation;
  try {
    const sized = slicedListSizes(operation, declared.sliced);
    return getComplexity({
      schema,
      query: document,
      variables,
      operationName: operationName ?? undefined,
      estimators: [listSizeEstimator(declared, sized)],
    });
  } catch {
    return undefined;
  }
}

function costLimitError(cost: number, maxCost: number): GraphQLError {
  return new GraphQLError(
    `Query cost limit of ${maxCost} exceeded, found ${cost}. ` +
      'A list counts as many items as its limit allows: ask for smaller pages or fewer nested lists.',
    { extensions: { code: ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED, http: { status: 400 } } },
  );
}

/**
 * The cost error of an operation over MAX_QUERY_COST, or undefined when it fits. Runs once the
 * operation is known, before anything executes: not as a static validation rule.
 */
export function queryCostError(
  operation: CostedOperation,
  { declared = NO_DECLARED_SIZES, maxCost = MAX_QUERY_COST }: QueryCostOptions = {},
): GraphQLError | undefined {
  const cost = costOf(operation, declared);
  return cost !== undefined && cost > maxCost ? costLimitError(cost, maxCost) : undefined;
}

// Variables of one document whose values are read by the cost: those given to an argument that
// sizes a list (listSizeEstimator) and to @skip/@include (skipped fields cost nothing).
function costVariablesOf(document: DocumentNode, sizingArguments: ReadonlySet<string>): string[] {
  const names = new Set<string>();
  // Visitor functions return nothing: a returned node would replace the one visited.
  const collect = (argument: ArgumentNode | undefined) => {
    if (argument) visit(argument.value, { Variable: (variable) => void names.add(variable.name.value) });
  };
  visit(document, {
    Field: (field) => {
      for (const argument of field.arguments ?? [])
        if (sizingArguments.has(argument.name.value)) collect(argument);
    },
    Directive: (directive) => collect(directive.arguments?.find(({ name }) => name.value === 'if')),
  });
  return [...names];
}

// Kinds of variable values kept per document; a client paging through sizes stays well below.
const MAX_COSTS_PER_DOCUMENT = 64;

/**
 * Refuses an operation over the cost limit once it is resolved, before the gateway plans or runs
 * it. Apollo hands the same parsed document for the same query text (its document store), so a
 * cost is worked out once per document, operation and values of the variables it reads.
 */
export function queryCostPlugin<TContext extends object>({
  declared = NO_DECLARED_SIZES,
  maxCost = MAX_QUERY_COST,
}: QueryCostOptions): ApolloServerPlugin<TContext> {
  const costs = new WeakMap<DocumentNode, { variables: string[]; byKey: Map<string, number> }>();
  const sizingArguments = new Set([SIZING_ARGUMENT, ...declared.slicedBy.values()]);
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ schema, document, request, operationName }) => {
        let known = costs.get(document);
        if (!known)
          costs.set(
            document,
            (known = { variables: costVariablesOf(document, sizingArguments), byKey: new Map() }),
          );
        const given = request.variables ?? {};
        // A variable left out (its default applies) differs from one sent as null.
        const values = known.variables.map((name) => (Object.hasOwn(given, name) ? [given[name]] : []));
        const key = JSON.stringify([operationName, values]);
        let cost = known.byKey.get(key);
        if (cost === undefined) {
          cost = costOf({ schema, document, variables: request.variables, operationName }, declared);
          if (cost === undefined) return;
          if (known.byKey.size >= MAX_COSTS_PER_DOCUMENT) known.byKey.clear();
          known.byKey.set(key, cost);
        }
        if (cost > maxCost) throw costLimitError(cost, maxCost);
      },
    }),
  };
}
