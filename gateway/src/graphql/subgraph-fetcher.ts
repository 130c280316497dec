import { Agent as HttpAgent, type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { RemoteGraphQLDataSource } from '@apollo/gateway';

type Fetcher = RemoteGraphQLDataSource['fetcher'];
type FetcherResponse = Awaited<ReturnType<Fetcher>>;

/**
 * An idle connection to a subgraph closes after this, well before the subgraph closes it (65 s),
 * so no request goes out on a connection the subgraph is closing at that moment ("socket hang
 * up"). A subgraph announcing a shorter idle time (Keep-Alive: timeout=N) is left a second early.
 */
const SUBGRAPH_IDLE_MS = 30_000;

/**
 * The gateway's fetch to one subgraph: Node's own HTTP client on a keep-alive agent, the request
 * written in one packet without Nagle's delay. Apollo's default fetcher (make-fetch-happen) adds
 * a retry wrapper, an HTTP cache and stream layers to every subgraph call, and keeps idle
 * connections forever: its `timeout` is a whole-request limit, and the idle timeout it hands its
 * agent is cleared by Node once a connection goes back to the pool. Node's agent closes pooled
 * connections after its timeout (an in-flight request is not limited by it) and honours the
 * subgraph's Keep-Alive hint. The answer is read whole (a GraphQL response is one JSON document)
 * and handed over without a web stream around it.
 */
export function subgraphFetcher(url: string): Fetcher {
  const https = new URL(url).protocol === 'https:';
  const options = { keepAlive: true, maxSockets: Infinity, timeout: SUBGRAPH_IDLE_MS, noDelay: true };
  const agent = https ? new HttpsAgent(options) : new HttpAgent(options);
  const send = https ? httpsRequest : httpRequest;
  return (target, init = {}) =>
    new Promise((resolve, reject) => {
      const body = init.body ?? '';
      const req = send(target, {
        agent,
        method: init.method ?? 'GET',
        headers: { ...init.headers, 'content-length': Buffer.byteLength(body) },
        signal: init.signal as AbortSignal | undefined,
      });
      req.on('error', reject);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const head = { url: target, status: res.statusCode ?? 502, statusText: res.statusMessage ?? '' };
          resolve(new BufferedResponse(head, new Headers(headerPairs(res.headers)), Buffer.concat(chunks)));
        });
      });
      req.end(body);
    });
}

function headerPairs(headers: IncomingHttpHeaders): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) pairs.push([name, one]);
  }
  return pairs;
}

/** A subgraph's whole answer, read once: its bytes, or the JSON value already read from them. */
export class BufferedResponse implements FetcherResponse {
  readonly redirected = false;
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  private used = false;

  constructor(
    head: { url: string; status: number; statusText: string },
    readonly headers: FetcherResponse['headers'],
    private readonly body: Buffer | { json: unknown },
  ) {
    ({ url: this.url, status: this.status, statusText: this.statusText } = head);
  }

  get ok() {
    return this.status >= 200 && this.status < 300;
  }

  get bodyUsed() {
    return this.used;
  }

  async text() {
    return this.bytes().toString('utf8');
  }

  async json(): Promise<unknown> {
    const body = this.consume();
    return Buffer.isBuffer(body) ? JSON.parse(body.toString('utf8')) : body.json;
  }

  async arrayBuffer() {
    const body = this.bytes();
    return body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
  }

  clone() {
    if (this.used) throw new TypeError('Response body already read');
    return new BufferedResponse(this, this.headers, this.body);
  }

  private bytes(): Buffer {
    const body = this.consume();
    return Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body.json));
  }

  private consume() {
    if (this.used) throw new TypeError('Response body already read');
    this.used = true;
    return this.body;
  }
}
