import {
  mergedQuery,
  mergedVariables,
  splitResponse,
  type SubgraphRequest,
  type SubgraphResponse,
} from './merged-operations';

/** Sends one request to a subgraph on behalf of an operation (null: the gateway's own). */
export type SendToSubgraph<Operation extends object> = (
  request: SubgraphRequest,
  operation: Operation | null,
) => Promise<SubgraphResponse>;

interface Waiting {
  request: SubgraphRequest;
  resolve: (response: SubgraphResponse) => void;
  reject: (error: unknown) => void;
}

/**
 * Entity fetches of one operation to this subgraph that the query plan sends in the same wave (a
 * squad's slots' cards and its bench's cards) go out as one request, as Hive's and Apollo
 * Router's planners batch them: every such fetch waits for the end of the event loop's turn, the
 * fetches of the same operation started in it are merged (merged-operations.ts) and each gets its
 * own part of the answer. A lone fetch, or one that cannot be merged, goes out as it is; when the
 * merged request fails or its answer has no data at all (an error that nulls it whole), each is
 * sent again on its own, so every fetch answers as it would alone.
 */
export function entityBatches<Operation extends object>(
  send: SendToSubgraph<Operation>,
): SendToSubgraph<Operation> {
  let waiting = new Map<Operation, Waiting[]>();
  const flush = () => {
    const groups = waiting;
    waiting = new Map();
    for (const [operation, group] of groups) void sendGroup(send, operation, group);
  };
  return (request, operation) => {
    // Only `_entities` fetches come in waves to one subgraph: a plan fetches a subgraph's root fields once.
    if (!operation || !request.query.includes('_entities')) return send(request, operation);
    return new Promise((resolve, reject) => {
      if (waiting.size === 0) setImmediate(flush);
      const group = waiting.get(operation) ?? [];
      group.push({ request, resolve, reject });
      waiting.set(operation, group);
    });
  };
}

async function sendGroup<Operation extends object>(
  send: SendToSubgraph<Operation>,
  operation: Operation,
  group: Waiting[],
) {
  const alone = (one: Waiting) => send(one.request, operation).then(one.resolve, one.reject);
  const query = group.length > 1 && mergedQuery(group.map(({ request }) => request.query));
  if (!query) return Promise.all(group.map(alone));
  const requests = group.map(({ request }) => request);
  let answer: SubgraphResponse;
  try {
    answer = await send(
      { query, variables: mergedVariables(requests), operationName: requests[0]!.operationName },
      operation,
    );
  } catch {
    return Promise.all(group.map(alone));
  }
  if (!answer.data) return Promise.all(group.map(alone));
  splitResponse(answer, group.length).forEach((part, n) => group[n]!.resolve(part));
}
