import type { RequestHandler } from 'express';

/**
 * CSRF defence for POST /api/*: a body must be declared application/json, which a cross-site
 * page cannot send without a CORS preflight (that this server never grants). A POST without any
 * body (logout) carries nothing to forge and passes; SameSite=Lax keeps the cookie off
 * cross-site POSTs anyway.
 */
export const requireJsonBody: RequestHandler = (req, res, next) => {
  const length = req.headers['content-length'];
  const bodyless = req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0');
  if (req.method !== 'POST' || bodyless || req.is('application/json')) return next();
  res.status(415).json({ message: 'Content-Type must be application/json' });
};
