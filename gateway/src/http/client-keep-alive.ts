import type { Server } from 'node:http';

/**
 * How long the gateway keeps a client's idle keep-alive connection open: longer than what calls it
 * keeps one (compose's balancer drops its idle connections within seconds; fetch's undici leaves 2 s
 * before the time the gateway announces), so the gateway never closes a connection just as a client
 * sends a request on it. With Node's default of 5 s, a bench's request on a loaded machine failed
 * with "other side closed".
 */
const CLIENT_KEEP_ALIVE_MS = 65_000;

/** Applies the gateway's idle timeouts to its HTTP server. */
export function keepClientConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = CLIENT_KEEP_ALIVE_MS;
  // Node times a reused connection's next request headers with headersTimeout: it must outlast the idle time.
  server.headersTimeout = CLIENT_KEEP_ALIVE_MS + 1_000;
}
