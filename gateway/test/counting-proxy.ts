import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback proxy in front of a subgraph that counts the requests the gateway sends it. */
export interface CountingProxy {
  /** the proxy's /graphql URL, for the gateway's subgraphUrls */
  url: string;
  /** requests forwarded so far, but for readiness checks */
  readonly count: number;
  /** readiness checks (GET /ready) answered so far */
  readonly readyChecks: number;
  /** what /ready answers from now on: the subgraph's own answer, or 503 as a replica told to stop */
  setReady(ready: boolean): void;
  close(): Promise<void>;
}

export async function startCountingProxy(subgraphUrl: string): Promise<CountingProxy> {
  const target = new URL(subgraphUrl);
  let count = 0;
  let readyChecks = 0;
  let ready = true;
  const server = createServer((req, res) => {
    if (req.url === '/ready') {
      readyChecks += 1;
      if (!ready) return void res.writeHead(503).end();
    } else count += 1;
    const forwarded = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${target.pathname}`,
    get count() {
      return count;
    },
    get readyChecks() {
      return readyChecks;
    },
    setReady: (answer) => {
      ready = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
