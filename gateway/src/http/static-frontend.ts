import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

const SERVER_PATHS = ['/api', '/graphql', '/health'];

const isServerPath = (path: string) =>
  SERVER_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Files under /assets carry a content hash in their names: a new build gives new names, never new bytes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon) may change with a build: the browser revalidates each time. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * The home page's document, with its first screen already drawn and its stylesheet inlined (the frontend's
 * scripts/prerender-home.mjs): sent for `/` when the build has it.
 */
const HOME_DOCUMENT = 'home.html';

/**
 * The built SPA: its files as they are, home.html for `/`, and index.html for any other page a browser
 * navigates to (client-side routes such as /squad), never for server paths. The build writes .br and .gz beside each
 * text file; the one the browser accepts (brotli first) is sent, with `Vary: Accept-Encoding` so caches
 * keep the variants apart.
 */
export function staticFrontend(frontendDir: string): Router {
  const setHeaders = (res: ServerResponse, filePath: string) => {
    const [topFolder] = relative(frontendDir, filePath).split(sep);
    res.setHeader('Cache-Control', topFolder === 'assets' ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
  };
  const files = expressStaticGzip(frontendDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, setHeaders },
  });

  // Looked for once: with a build that has no prerendered home (vite build alone), `/` gets index.html too.
  const homeDocument = existsSync(join(frontendDir, HOME_DOCUMENT)) ? `/${HOME_DOCUMENT}` : '/index.html';

  const router = express.Router();
  router.use(files);
  router.get(/.*/, (req, res, next) => {
    if (isServerPath(req.path) || !req.headers.accept?.includes('text/html')) return next();
    // Both documents name the hashed assets of the current build, so they are revalidated on every visit.
    req.url = req.path === '/' ? homeDocument : '/index.html';
    files(req, res, next);
  });
  return router;
}
