import { createServer, type Server } from 'node:http';
import type { ProcessMetrics } from './process-metrics';

/**
 * Serves GET /metrics (Prometheus' text format) on a listener of its own, so the public port
 * behind the load balancer never exposes it; anything else answers 404.
 */
export async function startMetricsServer(
  metrics: ProcessMetrics,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.scrape().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((ready, fail) => server.once('error', fail).listen(port, host, ready));
  return server;
}
