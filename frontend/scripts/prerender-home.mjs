// The home page's own document, dist/home.html (the gateway sends it for `/`): dist/index.html with the
// app's first screen of `/` already drawn in #root (src/home-prerender.tsx, built by `vite build --ssr`
// into dist/.prerender) and the stylesheet inlined, so a browser paints the header and the hero from the
// document alone, before any script or second request. Writes its .br and .gz beside it, as the build
// does for every text asset, then removes dist/.prerender.
// Usage (npm run build runs it): node scripts/prerender-home.mjs
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const prerenderDir = join(dist, '.prerender');
const EMPTY_ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

function fail(message) {
  process.stderr.write(`prerender-home: ${message}\n`);
  process.exit(1);
}

const { renderHomeMarkup } = await import(join(prerenderDir, 'home-prerender.js'));
const markup = await renderHomeMarkup();
// The gateway's Content-Security-Policy runs no inline script: the markup must show everything by itself.
if (/<script|<template/.test(markup))
  fail('the markup relies on inline scripts (a Suspense boundary left pending)');
const index = readFileSync(join(dist, 'index.html'), 'utf8');
if (index.split(EMPTY_ROOT).length !== 2) fail(`dist/index.html has no single ${EMPTY_ROOT}`);
const stylesheets = [...index.matchAll(STYLESHEET)];
if (stylesheets.length !== 1) fail(`dist/index.html links ${stylesheets.length} stylesheets, expected 1`);
const [link, cssFile] = stylesheets[0];
const css = readFileSync(join(dist, cssFile), 'utf8');
if (css.includes('</style')) fail(`${cssFile} cannot be inlined: it contains </style`);

const home = index
  .replace(link, () => `<style>${css}</style>`)
  .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
const homePath = join(dist, 'home.html');
writeFileSync(homePath, home);
writeFileSync(
  `${homePath}.br`,
  brotliCompressSync(home, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
writeFileSync(`${homePath}.gz`, gzipSync(home, { level: 9 }));
rmSync(prerenderDir, { recursive: true, force: true });
process.stdout.write(
  `dist/home.html: ${(home.length / 1000).toFixed(1)} kB, first screen of / and its stylesheet inlined\n`,
);
