import type { RequestHandler } from 'express';
import type { Logger } from '@sfl/logging';
import { requestState } from './request-state';

/** One line per request: method, path (never the query string, which may hold variables), status, time. */
export function requestLogMiddleware(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.info(
        {
          correlationId: requestState(req).requestId,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        },
        'request',
      );
    });
    next();
  };
}
