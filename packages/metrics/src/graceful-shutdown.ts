import type { Server } from 'node:http';
import type { ReadinessCheck } from './readiness';

/** The part of a logger the shutdown writes to (pino's fits). */
interface ShutdownLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface GracefulShutdownOptions {
  logger: ShutdownLog;
  /**
   * How long readiness fails before the process stops taking work: the time a load balancer needs to
   * see it and send new requests elsewhere (compose's HAProxy: two failed checks 2 s apart). 0 without
   * a balancer in front.
   */
  drainMs: number;
  /** The hard limit: past it the process exits (code 1) whatever is still running. */
  timeoutMs: number;
  /** Stops the process's parts in order, letting what they have in hand finish. */
  stop: () => Promise<void>;
}

export interface GracefulShutdown {
  /** `shutdown` for /ready: fails once the process was told to stop. */
  readinessCheck: ReadinessCheck;
  /** Runs the shutdown once (SIGTERM and SIGINT call it). */
  begin(signal: string): Promise<void>;
}

/**
 * A process's orderly stop on SIGTERM or SIGINT: /ready answers 503 at once, the process keeps serving
 * for `drainMs` while balancers take it out of rotation, then `stop` ends its parts (no new
 * connections, requests in flight answered, consumers committing) and it exits 0; if that takes longer
 * than `timeoutMs` from the signal, it exits 1.
 */
export function gracefulShutdown(options: GracefulShutdownOptions): GracefulShutdown {
  const { logger, drainMs, timeoutMs } = options;
  let stopping: Promise<void> | undefined;
  const run = async (signal: string) => {
    logger.info({ signal, drainMs, timeoutMs }, 'Shutting down: not ready from now on');
    setTimeout(() => {
      logger.error({ timeoutMs }, 'Shutdown took too long: exiting now');
      process.exit(1);
    }, timeoutMs).unref();
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    try {
      await options.stop();
      logger.info({}, 'Stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  const shutdown: GracefulShutdown = {
    readinessCheck: async () => {
      if (stopping) throw new Error('shutting down');
    },
    begin: (signal) => (stopping ??= run(signal)),
  };
  // `on`, not `once`: a second signal must not kill the process in the middle of its stop.
  process.on('SIGTERM', () => void shutdown.begin('SIGTERM'));
  process.on('SIGINT', () => void shutdown.begin('SIGINT'));
  return shutdown;
}

/**
 * Prepares `server` (before it listens) to close without cutting anyone off, and answers how to close
 * it: no new connections, every request in flight answered, then its connection closed. Node's own
 * close() leaves a kept-alive connection open after its answer until the client's idle time runs out
 * (65 s for a subgraph's gateway).
 */
export function closableHttpServer(server: Server): () => Promise<void> {
  let closing = false;
  server.on('request', (_request, response) =>
    response.on('finish', () => {
      // Once the answer is out the connection is idle, and can go.
      if (closing) setImmediate(() => server.closeIdleConnections());
    }),
  );
  return () =>
    new Promise((closed) => {
      closing = true;
      server.close(() => closed());
    });
}
