import type { RequestHandler } from 'express';
import { CORRELATION_ID_HEADER, correlationIdFrom, runWithCorrelationId } from '@sfl/logging';
import { setRequestState } from './request-state';

/**
 * First middleware of every request: a correlation id (the caller's when well-formed), echoed in
 * the response and active for everything that runs for this request. The client address is the
 * socket's, or the one the trusted proxies (TRUST_PROXY) forwarded.
 */
export const correlationMiddleware: RequestHandler = (req, res, next) => {
  const requestId = correlationIdFrom(req.headers[CORRELATION_ID_HEADER]);
  setRequestState(req, { requestId, clientIp: req.ip ?? null, session: null });
  res.setHeader(CORRELATION_ID_HEADER, requestId);
  runWithCorrelationId(requestId, () => next());
};
