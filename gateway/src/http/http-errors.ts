import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '@sfl/logging';

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

interface BodyParserError {
  type?: unknown;
  status?: unknown;
  expose?: unknown;
  message?: unknown;
}

/** Last handler: body-parser's refusals become clear 4xx answers; anything else is logged and hidden. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const { type, status, expose, message } = (error ?? {}) as BodyParserError;
    if (type === 'entity.too.large') return void res.status(413).json({ message: 'Request body too large' });
    if (type === 'entity.parse.failed') return void res.status(400).json({ message: 'Malformed JSON body' });
    // Other body-parser refusals (unsupported charset or encoding, aborted upload) are safe to show.
    if (expose === true && typeof status === 'number' && status >= 400 && status < 500) {
      return void res.status(status).json({ message: String(message) });
    }
    logger.error({ err: error }, 'Unhandled error while serving a request');
    res.status(500).json({ message: 'Internal server error' });
  };
}
