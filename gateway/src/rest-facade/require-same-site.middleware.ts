import type { RequestHandler } from 'express';
import { isOwnSiteStateChange } from '../http/same-site-request';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_REFUSED =
  'Cross-site request refused: changes can only be made from the app itself (same origin)';

/**
 * CSRF defence for every state-changing call under /api, bodyless ones included (joining a
 * league, logging out): it must come from the app's own pages (same-site-request.ts), else 403
 * before anything runs. The JSON-only rule (require-json.middleware.ts) stays behind it.
 */
export const requireSameSiteStateChange: RequestHandler = (req, res, next) => {
  if (READS.has(req.method) || isOwnSiteStateChange(req)) return next();
  res.status(403).json({ message: CROSS_SITE_REFUSED });
};
