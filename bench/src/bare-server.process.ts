import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// The baseline of the public-reads bench, in a process of its own as the gateway is: a bare
// `node:http` server answering each path with the bytes the parent sent for it (IPC), fixed.

/** parent → child: path → body */
export type BareBodies = Record<string, string>;
/** child → parent */
export interface BareReady {
  port: number;
}

process.once('message', (bodies: BareBodies) => {
  const answers = new Map(Object.entries(bodies).map(([path, body]) => [path, Buffer.from(body)]));
  const server = createServer((req, res) => {
    const body = answers.get(req.url ?? '');
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    process.send!({ port: (server.address() as AddressInfo).port } satisfies BareReady);
  });
  // The parent going away ends the baseline too.
  process.once('disconnect', () => server.close());
});
