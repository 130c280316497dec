import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createGatewayRuntime, type GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { unifiedGraphHandler } from '@graphql-hive/router-runtime';
import { INTERNAL_CONTEXT_HEADER, signInternalContext } from '@sfl/auth-context';
import { CORRELATION_ID_HEADER } from '@sfl/logging';
import { z } from 'zod';

// Hive Gateway with the Rust query planner (router-runtime), as its own process for
// gateway-vs-hive.bench.ts: the same committed supergraph as our gateway, its subgraph URLs
// replaced by the running ones. Environment: HIVE_PORT, SUPERGRAPH_PATH, SUBGRAPH_URLS (JSON:
// subgraph name → URL), INTERNAL_SECRET, and the signed-in manager our gateway vouches for:
// BENCH_COOKIE (their session cookie, `sid=…`) and BENCH_USER_ID.
const env = z
  .object({
    HIVE_PORT: z.coerce.number().int().min(1).max(65_535),
    SUPERGRAPH_PATH: z.string().min(1),
    SUBGRAPH_URLS: z.string().transform((text) => z.record(z.string(), z.url()).parse(JSON.parse(text))),
    INTERNAL_SECRET: z.string().min(32),
    BENCH_COOKIE: z.string().min(1),
    BENCH_USER_ID: z.string().min(1),
  })
  .parse(process.env);

/**
 * The subgraphs accept only requests carrying the context our gateway signs (packages/auth-context):
 * this signs it the same way on every subgraph fetch. Hive Gateway has no sessions, so a request
 * with the bench manager's cookie is signed as that manager (the user id our gateway's session
 * holds), any other as nobody; one request id per incoming request, as ours does.
 */
function signedContextPlugin(): GatewayPlugin {
  const requestIds = new WeakMap<Request, string>();
  const requestIdOf = (request: Request) => {
    let id = requestIds.get(request);
    if (!id) requestIds.set(request, (id = randomUUID()));
    return id;
  };
  return {
    onFetch: ({ context, options, setOptions }) => {
      const request = 'request' in context ? (context.request as Request) : undefined;
      const cookie = request?.headers.get('cookie');
      const requestId = request ? requestIdOf(request) : randomUUID();
      const signed = signInternalContext(
        {
          userId: cookie === env.BENCH_COOKIE ? env.BENCH_USER_ID : null,
          roles: [],
          clientIp: '127.0.0.1',
          requestId,
        },
        env.INTERNAL_SECRET,
      );
      setOptions({
        ...options,
        headers: {
          ...options.headers,
          [INTERNAL_CONTEXT_HEADER]: signed,
          [CORRELATION_ID_HEADER]: requestId,
        },
      });
    },
  };
}

const gateway = createGatewayRuntime({
  supergraph: readFileSync(env.SUPERGRAPH_PATH, 'utf8'),
  unifiedGraphHandler,
  transportEntries: Object.fromEntries(
    Object.entries(env.SUBGRAPH_URLS).map(([name, location]) => [
      name,
      { location, options: { deduplicateInflightRequests: false } },
    ]),
  ),
  plugins: () => [signedContextPlugin()],
  graphiql: false,
  landingPage: false,
  logging: 'error',
});

const server = createServer(gateway);
server.listen(env.HIVE_PORT, '127.0.0.1');
const stop = () => {
  server.close();
  server.closeAllConnections();
  void gateway.dispose();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
