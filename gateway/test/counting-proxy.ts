import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback proxy in front of a subgraph that counts the requests the gateway sends it. */
export interface CountingProxy {
  /** the proxy's /graphql URL, for the gateway's subgraphUrls */
  url: string;
  /** requests forwarded so far */
  readonly count: number;
  close(): Promise<void>;
}

export async function startCountingProxy(subgraphUrl: string): Promise<CountingProxy> {
  const target = new URL(subgraphUrl);
  let count = 0;
  const server = createServer((req, res) => {
    count += 1;
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
