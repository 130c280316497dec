import type { Server } from 'node:http';

/**
 * How long a server process (a subgraph or a gateway) keeps an idle keep-alive connection open: longer
 * than whatever calls it keeps one (the gateway's subgraph client 30 s, see its subgraph-transport.ts;
 * compose's balancer seconds; fetch's undici 2 s less than announced), so the server never closes a
 * connection just as a request goes out on it. With Node's default of 5 s that race answered about one
 * subgraph request in ten with "socket hang up" under steady use, and a bench's request to the gateway on
 * a loaded machine with "other side closed".
 */
const KEEP_ALIVE_MS = 65_000;

/** Applies the idle timeouts to a server process's HTTP server. */
export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node times a reused connection's next request headers with headersTimeout: it must outlast the idle time.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
