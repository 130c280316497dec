import { join } from 'node:path';
import express, { type Router } from 'express';

const SERVER_PATHS = ['/api', '/graphql', '/health'];

const isServerPath = (path: string) =>
  SERVER_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * The built SPA: its files as they are, and index.html for any other page a browser navigates
 * to (client-side routes such as /squad), never for server paths.
 */
export function staticFrontend(frontendDir: string): Router {
  const router = express.Router();
  router.use(express.static(frontendDir, { index: false }));
  router.get(/.*/, (req, res, next) => {
    if (isServerPath(req.path) || !req.headers.accept?.includes('text/html')) return next();
    // index.html names the hashed assets of the current build, so it must never be cached stale.
    res.sendFile(join(frontendDir, 'index.html'), { headers: { 'Cache-Control': 'no-cache' } });
  });
  return router;
}
