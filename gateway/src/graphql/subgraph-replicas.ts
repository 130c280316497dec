import { type SubgraphPost, SubgraphUnreachableError, subgraphTransport } from './subgraph-transport';

/** How often the gateway asks each replica of a subgraph whether it takes requests (its /ready). */
const READY_CHECK_MS = 1_000;

interface Replica {
  post: SubgraphPost;
  readyUrl: string;
  /** its /ready answered 200 last time (or it was never asked): it gets requests */
  ready: boolean;
}

/**
 * POSTs to one of a subgraph's replicas, round the ring, as a load balancer would: only to those
 * whose /ready answered 200 at the last check (every second), so a replica told to stop (which fails
 * /ready first) or not yet ready again gets no new request. A request that never reached its
 * replica (SubgraphUnreachableError: stopped between two checks) goes to the next one, each tried
 * once; any other failure is the answer, since the replica may have run the request. With one URL,
 * that subgraph's transport alone: whatever balances the replicas behind it also takes them out.
 */
export function replicatedTransport(
  urls: readonly string[],
  timeoutMs: number,
  /** ends the readiness checks (the gateway stopping) */
  stopped: AbortSignal,
): SubgraphPost {
  if (urls.length === 1) return subgraphTransport(urls[0]!, timeoutMs);
  const replicas: Replica[] = urls.map((url) => ({
    post: subgraphTransport(url, timeoutMs),
    readyUrl: new URL('/ready', url).href,
    ready: true,
  }));
  const checks = setInterval(() => void Promise.all(replicas.map(checkReady)), READY_CHECK_MS).unref();
  stopped.addEventListener('abort', () => clearInterval(checks));
  let turn = 0;
  return async (body, headers) => {
    const inService = replicas.filter((replica) => replica.ready);
    // None ready (all restarting at once): trying them all fails no sooner than refusing would.
    const candidates = inService.length > 0 ? inService : replicas;
    const start = turn++ % candidates.length;
    for (let tried = 0; ; tried++) {
      const replica = candidates[(start + tried) % candidates.length]!;
      try {
        return await replica.post(body, headers);
      } catch (error) {
        if (!(error instanceof SubgraphUnreachableError) || tried === candidates.length - 1) throw error;
        replica.ready = false;
      }
    }
  };
}

async function checkReady(replica: Replica): Promise<void> {
  replica.ready = await fetch(replica.readyUrl, { signal: AbortSignal.timeout(READY_CHECK_MS) }).then(
    async (res) => {
      await res.body?.cancel();
      return res.status === 200;
    },
    () => false,
  );
}
