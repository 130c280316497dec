import type { RequestHandler } from 'express';

/**
 * A POST body under /api must be declared application/json, which a cross-site page cannot send
 * without a CORS preflight (that this server never grants): a second line of CSRF defence behind
 * require-same-site.middleware.ts. A POST without any body (logout, joining a league) passes here.
 */
export const requireJsonBody: RequestHandler = (req, res, next) => {
  const length = req.headers['content-length'];
  const bodyless = req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0');
  if (req.method !== 'POST' || bodyless || req.is('application/json')) return next();
  res.status(415).json({ message: 'Content-Type must be application/json' });
};
