import type { RemoteGraphQLDataSource } from '@apollo/gateway';
import { INTERNAL_CONTEXT_HEADER } from '@sfl/auth-context';
import {
  mergedQuery,
  mergedVariables,
  splitResponse,
  type SubgraphRequest,
  type SubgraphResponse,
} from './merged-operations';
import { BufferedResponse } from './subgraph-fetcher';

type Fetcher = RemoteGraphQLDataSource['fetcher'];
type FetcherResponse = Awaited<ReturnType<Fetcher>>;
type FetcherInit = NonNullable<Parameters<Fetcher>[1]>;

interface Waiting {
  url: string;
  init: FetcherInit;
  request: SubgraphRequest;
  resolve: (response: FetcherResponse) => void;
  reject: (error: unknown) => void;
}

/**
 * Entity fetches of one operation to this subgraph that the query plan sends in the same wave (a
 * squad's slots' cards and its bench's cards) go out as one request, as Hive's and Apollo
 * Router's planners batch them: every such fetch waits for the end of the event loop's turn, the
 * fetches started in it with the same signed context (one operation's, see SigningDataSource) are
 * merged (merged-operations.ts) and each gets its own part of the answer. A lone fetch, or one
 * that cannot be merged, goes out as it is; when the merged answer has no data at all (an error
 * that nulls it whole), each is sent again on its own, so every fetch answers as it would alone.
 */
export function batchingFetcher(send: Fetcher): Fetcher {
  let waiting = new Map<string, Waiting[]>();
  const flush = () => {
    const groups = waiting;
    waiting = new Map();
    for (const group of groups.values()) void sendGroup(send, group);
  };
  return (url, init = {}) => {
    const caller = init.headers?.[INTERNAL_CONTEXT_HEADER];
    const request = caller && entitiesRequestOf(init);
    if (!request) return send(url, init);
    return new Promise((resolve, reject) => {
      if (waiting.size === 0) setImmediate(flush);
      const group = waiting.get(caller) ?? [];
      group.push({ url, init, request, resolve, reject });
      waiting.set(caller, group);
    });
  };
}

// Only `_entities` fetches come in waves to one subgraph: a plan fetches a subgraph's root fields once.
function entitiesRequestOf(init: FetcherInit): SubgraphRequest | undefined {
  if (init.method !== 'POST' || typeof init.body !== 'string' || !init.body.includes('_entities'))
    return undefined;
  const request = JSON.parse(init.body) as SubgraphRequest;
  return typeof request.query === 'string' ? request : undefined;
}

async function sendGroup(send: Fetcher, group: Waiting[]) {
  const alone = (one: Waiting) => send(one.url, one.init).then(one.resolve, one.reject);
  const query = group.length > 1 && mergedQuery(group.map(({ request }) => request.query));
  if (!query) return Promise.all(group.map(alone));
  const [first] = group as [Waiting, ...Waiting[]];
  const body = JSON.stringify({
    query,
    variables: mergedVariables(group.map(({ request }) => request)),
    operationName: first.request.operationName,
  });
  let response: FetcherResponse;
  let answer: SubgraphResponse | null;
  try {
    response = await send(first.url, { ...first.init, body });
    answer = response.ok ? await jsonObjectOf(response) : null;
  } catch {
    return Promise.all(group.map(alone));
  }
  if (!answer?.data) return Promise.all(group.map(alone));
  splitResponse(answer, group.length).forEach((part, n) =>
    group[n]!.resolve(new BufferedResponse(response, response.headers, { json: part })),
  );
}

async function jsonObjectOf(response: FetcherResponse): Promise<SubgraphResponse | null> {
  const value: unknown = await response.json();
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null;
}
