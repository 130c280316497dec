import type { Server } from 'node:http';

/**
 * How long a subgraph keeps an idle keep-alive connection open. The gateway closes its idle
 * connections much sooner (see the gateway's subgraph-transport.ts), so a subgraph never closes one
 * just as the gateway sends a request on it: with Node's default of 5 s that race answered about
 * one request in ten with "socket hang up" under steady use.
 */
const SUBGRAPH_KEEP_ALIVE_MS = 65_000;

/** Applies the subgraph's idle timeouts to its HTTP server (before it listens). */
export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = SUBGRAPH_KEEP_ALIVE_MS;
  // Node times a reused connection's next request headers with headersTimeout: it must outlast the idle time.
  server.headersTimeout = SUBGRAPH_KEEP_ALIVE_MS + 1_000;
}
