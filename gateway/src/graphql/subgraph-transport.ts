import {
  Agent as HttpAgent,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  request as httpRequest,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/**
 * An idle connection to a subgraph closes after this, well before the subgraph closes it (65 s),
 * so no request goes out on a connection the subgraph is closing at that moment ("socket hang
 * up"). A subgraph announcing a shorter idle time (Keep-Alive: timeout=N) is left a second early.
 */
const SUBGRAPH_IDLE_MS = 30_000;

/** A subgraph's answer to one POST, read whole. */
export interface SubgraphHttpAnswer {
  status: number;
  statusText: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type SubgraphPost = (body: string, headers: OutgoingHttpHeaders) => Promise<SubgraphHttpAnswer>;

/** A subgraph that did not answer a request in full within the time allowed. */
export class SubgraphTimeoutError extends Error {}

/**
 * A request that never reached the subgraph: the connection was refused (the process is not
 * listening: stopped, restarting), or a kept-alive connection was reset before any answer, which is
 * the subgraph closing it as idle while the request was on its way (Node's documented keep-alive
 * race). Either way the subgraph did not run it, so another replica may.
 */
export class SubgraphUnreachableError extends Error {
  constructor(cause: Error) {
    super(cause.message, { cause });
  }
}

/**
 * POSTs to one subgraph: Node's own HTTP client on a keep-alive agent, each request written in one
 * packet without Nagle's delay, to an address read from the URL once (not parsed again per
 * request). Node's agent closes pooled connections after its timeout (an in-flight request is not
 * limited by it) and honours the subgraph's Keep-Alive hint. The answer is read whole: a GraphQL
 * response is one JSON document. A request not answered in full within `timeoutMs` fails with a
 * SubgraphTimeoutError and its connection is closed: the whole exchange counts, since a subgraph
 * trickling an answer holds the operation as long as a silent one.
 */
export function subgraphTransport(url: string, timeoutMs: number): SubgraphPost {
  const target = new URL(url);
  const https = target.protocol === 'https:';
  const agentOptions = { keepAlive: true, maxSockets: Infinity, timeout: SUBGRAPH_IDLE_MS, noDelay: true };
  const agent = https ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions);
  const send = https ? httpsRequest : httpRequest;
  const address = {
    agent,
    method: 'POST',
    // An IPv6 literal keeps its brackets in a URL, not in a socket address.
    hostname: target.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: target.port || (https ? 443 : 80),
    path: `${target.pathname}${target.search}`,
  };
  return (body, headers) =>
    new Promise((resolve, reject) => {
      const req = send({ ...address, headers: { ...headers, 'content-length': Buffer.byteLength(body) } });
      const deadline = setTimeout(() => {
        // Rejected first: destroying the request then fails it again with a vaguer error, ignored.
        reject(new SubgraphTimeoutError(`${url} did not answer within ${timeoutMs} ms`));
        req.destroy();
      }, timeoutMs);
      const fail = (error: Error) => {
        clearTimeout(deadline);
        reject(error);
      };
      let answering = false;
      req.on('error', (error: NodeJS.ErrnoException) => {
        const unreached =
          !answering && (error.code === 'ECONNREFUSED' || (req.reusedSocket && error.code === 'ECONNRESET'));
        fail(unreached ? new SubgraphUnreachableError(error) : error);
      });
      req.on('response', (res) => {
        answering = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('end', () => {
          clearTimeout(deadline);
          resolve({
            status: res.statusCode ?? 502,
            statusText: res.statusMessage ?? '',
            headers: res.headers,
            body: Buffer.concat(chunks),
          });
        });
      });
      req.end(body);
    });
}
