import {
  type DocumentNode,
  type FieldNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  visit,
} from 'graphql';

/** One GraphQL request to a subgraph, as the gateway sends it. */
export interface SubgraphRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** A subgraph's answer to one request. */
export interface SubgraphResponse {
  data?: Record<string, unknown> | null;
  errors?: { path?: readonly (string | number)[] }[];
  extensions?: Record<string, unknown>;
}

// Request n's root fields, variables and fragments all take this prefix in the merged operation.
const prefixOf = (n: number) => `_${n}_`;

// Merged operations by their parts' query texts: a plan's fetches are the same texts every time.
const MAX_MERGED = 1000;
const merged = new Map<string, string | null>();

/**
 * Queries to one subgraph as one operation, as a query planner's batch fetch does: request n's
 * root fields aliased `_n_<alias or name>`, its variables and fragments renamed `_n_<name>`, so
 * nothing of one request can meet another's. Null when a request is not one query operation whose
 * root selections are all fields: those are sent as they are.
 */
export function mergedQuery(queries: readonly string[]): string | null {
  const key = queries.join('\u0000');
  let query = merged.get(key);
  if (query === undefined) {
    query = merge(queries);
    if (merged.size >= MAX_MERGED) merged.clear();
    merged.set(key, query);
  }
  return query;
}

function merge(queries: readonly string[]): string | null {
  const operations: OperationDefinitionNode[] = [];
  const fragments: DocumentNode['definitions'][number][] = [];
  for (const [n, query] of queries.entries()) {
    const renamed = renamedDocument(query, prefixOf(n));
    if (!renamed) return null;
    for (const definition of renamed.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
      else fragments.push(definition);
    }
  }
  const [first] = operations;
  return print({
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: first!.operation,
        name: first!.name,
        variableDefinitions: operations.flatMap((operation) => operation.variableDefinitions ?? []),
        selectionSet: {
          kind: Kind.SELECTION_SET,
          selections: operations.flatMap((operation) => operation.selectionSet.selections),
        },
      },
      ...fragments,
    ],
  });
}

function renamedDocument(query: string, prefix: string): DocumentNode | null {
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return null;
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const [operation] = operations;
  if (
    operations.length !== 1 ||
    operation!.operation !== 'query' ||
    operation!.directives?.length ||
    !operation!.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD)
  )
    return null;
  const name = (value: string) => ({ kind: Kind.NAME, value: `${prefix}${value}` }) as const;
  return visit(document, {
    OperationDefinition: {
      leave: (node) => ({
        ...node,
        selectionSet: {
          ...node.selectionSet,
          selections: (node.selectionSet.selections as FieldNode[]).map((field) => ({
            ...field,
            alias: name((field.alias ?? field.name).value),
          })),
        },
      }),
    },
    Variable: (node) => ({ ...node, name: name(node.name.value) }),
    FragmentSpread: (node) => ({ ...node, name: name(node.name.value) }),
    FragmentDefinition: (node) => ({ ...node, name: name(node.name.value) }),
  });
}

/** The variables of the merged operation: request n's under `_n_<name>`. */
export function mergedVariables(requests: readonly SubgraphRequest[]): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const [n, request] of requests.entries())
    for (const [name, value] of Object.entries(request.variables ?? {}))
      variables[`${prefixOf(n)}${name}`] = value;
  return variables;
}

/**
 * The merged operation's answer as `count` answers, one per request: its root fields under their
 * own names, the errors whose path starts in them with that path. An error with no path (the
 * whole operation failed) and the extensions go to every request.
 */
export function splitResponse(response: SubgraphResponse, count: number): SubgraphResponse[] {
  return Array.from({ length: count }, (_, n) => {
    const prefix = prefixOf(n);
    const own = (key: unknown) => typeof key === 'string' && key.startsWith(prefix);
    const part: SubgraphResponse = {};
    if (response.data !== undefined) {
      part.data =
        response.data &&
        Object.fromEntries(
          Object.entries(response.data)
            .filter(([key]) => own(key))
            .map(([key, value]) => [key.slice(prefix.length), value]),
        );
    }
    const errors = (response.errors ?? []).flatMap((error) => {
      if (!error.path?.length) return [error];
      const [head, ...rest] = error.path;
      return own(head) ? [{ ...error, path: [(head as string).slice(prefix.length), ...rest] }] : [];
    });
    if (errors.length) part.errors = errors;
    if (response.extensions) part.extensions = response.extensions;
    return part;
  });
}
