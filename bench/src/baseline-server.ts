import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The baseline: a bare Node HTTP server answering every request with the same fixed JSON body. */
export async function startBaselineServer(body: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/user`, server };
}
