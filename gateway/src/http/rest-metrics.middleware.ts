import type { ProcessMetrics } from '@sfl/metrics';
import type { Request, RequestHandler } from 'express';

/**
 * Observes each REST facade call in sfl_rest_request_duration_seconds by its route pattern
 * ("/api/user/:id/spl-balance", never the ids themselves; "unmatched" when no route took it),
 * method and status code.
 */
export function restMetricsMiddleware(metrics: ProcessMetrics): RequestHandler {
  const histogram = metrics.restRequests;
  return (req, res, next) => {
    const stopTimer = histogram.startTimer();
    res.on('finish', () =>
      stopTimer({ route: routeOf(req), method: req.method, status: String(res.statusCode) }),
    );
    next();
  };
}

function routeOf(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : 'unmatched';
}
