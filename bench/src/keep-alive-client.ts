import { Agent, request } from 'node:http';

export interface JsonRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A lean HTTP client for timing one request at a time: Node's own client on one keep-alive,
 * no-Nagle connection, the answer read whole and parsed as JSON. `fetch` (undici) adds its web
 * streams and header objects to every call, a few tenths of a millisecond that belong to no
 * server; the benches time every row, the baseline's too, with the same client.
 */
export function keepAliveClient() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    json: (url: string, { method = 'GET', headers = {}, body }: JsonRequest = {}) =>
      new Promise<unknown>((resolve, reject) => {
        const sent =
          body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
        const req = request(url, { agent, method, headers: sent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}: ${text}`));
            else resolve(JSON.parse(text));
          });
        });
        req.setNoDelay(true);
        req.on('error', reject);
        req.end(body);
      }),
    close: () => agent.destroy(),
  };
}
