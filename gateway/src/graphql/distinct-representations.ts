import type { SubgraphRequest, SubgraphResponse } from './merged-operations';

/** An entity fetch sent with each representation once, and how to read its answer as the plan's. */
export interface DistinctEntityFetch {
  request: SubgraphRequest;
  /** The answer to `request` as the answer to the fetch the plan made: an entity per representation. */
  expand(response: SubgraphResponse): SubgraphResponse;
}

/**
 * Apollo's gateway sends an entity fetch a representation for every place the entity appears (a
 * league's standings and each gameweek's scores name the same managers again and again), and
 * the subgraph resolves and sends back every one of them. This sends each distinct
 * representation once, as Hive's and Apollo Router's planners do, and gives every place its
 * entity (a copy of it past the first, since the plan merges later fetches into each place's
 * object) and the errors of its entity under its own index. A request with no repeated
 * representation is sent as it is.
 */
export function distinctEntityFetch(request: SubgraphRequest): DistinctEntityFetch {
  const representations = request.variables?.representations;
  const unchanged = { request, expand: (response: SubgraphResponse) => response };
  if (!Array.isArray(representations)) return unchanged;
  const distinct: unknown[] = [];
  const indexByKey = new Map<string, number>();
  // For each representation of the plan, the index of its distinct one.
  const distinctIndex = representations.map((representation) => {
    const key = JSON.stringify(representation);
    let index = indexByKey.get(key);
    if (index === undefined) {
      index = distinct.push(representation) - 1;
      indexByKey.set(key, index);
    }
    return index;
  });
  if (distinct.length === representations.length) return unchanged;
  return {
    request: { ...request, variables: { ...request.variables, representations: distinct } },
    expand: (response) => expanded(response, distinctIndex),
  };
}

function expanded(response: SubgraphResponse, distinctIndex: number[]): SubgraphResponse {
  const entities = response.data?._entities;
  const result: SubgraphResponse = { ...response };
  if (Array.isArray(entities)) {
    const given = new Set<number>();
    const entityAt = (index: number) => {
      if (given.has(index)) return structuredClone(entities[index] as unknown);
      given.add(index);
      return entities[index] as unknown;
    };
    result.data = { ...response.data, _entities: distinctIndex.map(entityAt) };
  }
  if (response.errors) {
    result.errors = response.errors.flatMap((error) => {
      const [field, index, ...rest] = error.path ?? [];
      if (field !== '_entities' || typeof index !== 'number') return [error];
      return distinctIndex.flatMap((distinct, at) =>
        distinct === index ? [{ ...error, path: ['_entities', at, ...rest] }] : [],
      );
    });
  }
  return result;
}
