// The JavaScript the home page (/) downloads, from the last `vite build`: the entry with its static imports
// plus the home route's chunk with its own. Prints the bytes as built (sent uncompressed) and as the
// precompressed .br/.gz files that a browser sending Accept-Encoding receives instead.
// Usage (after npm run build): node scripts/home-page-js-bytes.mjs
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const HOME_ROUTE = 'src/app/routes/home-page.tsx';

const files = new Set();
function addWithImports(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) addWithImports(imported);
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
addWithImports(entry);
addWithImports(HOME_ROUTE);

// A missing precompressed file means the server sends the file as it is.
const sizeOf = (file, suffix, compress) =>
  existsSync(join(dist, file + suffix))
    ? statSync(join(dist, file + suffix)).size
    : compress(readFileSync(join(dist, file))).length;
let raw = 0;
let brotli = 0;
let gzip = 0;
const scripts = [...files].filter((name) => name.endsWith('.js'));
for (const file of scripts) {
  raw += statSync(join(dist, file)).size;
  brotli += sizeOf(file, '.br', brotliCompressSync);
  gzip += sizeOf(file, '.gz', gzipSync);
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
process.stdout.write(
  `home page JavaScript: ${scripts.length} files, raw ${kb(raw)}, brotli ${kb(brotli)}, gzip ${kb(gzip)}\n`,
);
