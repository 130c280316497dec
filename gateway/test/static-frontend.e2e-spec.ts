import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startGateway, UNREACHABLE_SUBGRAPH, type TestGateway } from './gateway-test-app';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-4f2a9c.js"></script></body></html>';
const HOME_HTML =
  '<!doctype html><html><body><div id="root"><h1>Welcome</h1></div><script src="/assets/app-4f2a9c.js"></script></body></html>';
const APP_JS = 'console.log("app");'.repeat(50);
const HTML = 'text/html,application/xhtml+xml';
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A GET whose body stays as sent on the wire (HTTP clients of tests would decompress it). */
function getRaw(baseUrl: string, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(`${baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The file and, as a build writes them, its .br and .gz beside it. */
function writeWithCompressed(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

describe('static frontend: precompressed and cached', () => {
  let frontendDir: string;
  let gateway: TestGateway;
  let baseUrl: string;

  beforeAll(async () => {
    frontendDir = mkdtempSync(join(tmpdir(), 'sfl-frontend-'));
    mkdirSync(join(frontendDir, 'assets'));
    writeWithCompressed(join(frontendDir, 'index.html'), INDEX_HTML);
    writeWithCompressed(join(frontendDir, 'home.html'), HOME_HTML);
    writeWithCompressed(join(frontendDir, 'assets', 'app-4f2a9c.js'), APP_JS);
    writeFileSync(join(frontendDir, 'assets', 'logo-77aa01.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(frontendDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    gateway = await startGateway(UNREACHABLE_SUBGRAPH, { frontendDir });
    baseUrl = await gateway.listen();
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(frontendDir, { recursive: true, force: true });
  });

  it('should send the brotli file to a browser that accepts it, as a hashed asset cached for a year', async () => {
    const res = await getRaw(baseUrl, '/assets/app-4f2a9c.js', { 'Accept-Encoding': BROWSER_ENCODINGS });

    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(APP_JS.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(APP_JS);
  });

  it('should send the gzip file when brotli is not accepted', async () => {
    const res = await getRaw(baseUrl, '/assets/app-4f2a9c.js', { 'Accept-Encoding': 'gzip, deflate' });

    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(res.body).toString()).toBe(APP_JS);
  });

  it('should send the file as it is when no compression is accepted', async () => {
    const res = await getRaw(baseUrl, '/assets/app-4f2a9c.js', {});

    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.toString()).toBe(APP_JS);
  });

  it('should cache every hashed asset for a year, compressed or not', async () => {
    const res = await getRaw(baseUrl, '/assets/logo-77aa01.png', { 'Accept-Encoding': BROWSER_ENCODINGS });

    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['/', 'the prerendered home.html', HOME_HTML],
    ['/squad', 'index.html', INDEX_HTML],
    ['/index.html', 'index.html', INDEX_HTML],
  ])('should send for %s %s compressed, and revalidated on every visit', async (path, _name, document) => {
    const res = await getRaw(baseUrl, path, { Accept: HTML, 'Accept-Encoding': BROWSER_ENCODINGS });

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString()).toBe(document);
  });

  it('should revalidate files outside /assets, whose names carry no hash', async () => {
    const res = await getRaw(baseUrl, '/favicon.svg', {});

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('should answer 404, not index.html, for a missing asset', async () => {
    const res = await getRaw(baseUrl, '/assets/missing-0000.js', { 'Accept-Encoding': BROWSER_ENCODINGS });

    expect(res.status).toBe(404);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  });
});

describe('static frontend: a build without the prerendered home', () => {
  let frontendDir: string;
  let gateway: TestGateway;
  let baseUrl: string;

  beforeAll(async () => {
    frontendDir = mkdtempSync(join(tmpdir(), 'sfl-frontend-'));
    writeWithCompressed(join(frontendDir, 'index.html'), INDEX_HTML);
    gateway = await startGateway(UNREACHABLE_SUBGRAPH, { frontendDir });
    baseUrl = await gateway.listen();
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(frontendDir, { recursive: true, force: true });
  });

  it('should send index.html for /', async () => {
    const res = await getRaw(baseUrl, '/', { Accept: HTML, 'Accept-Encoding': BROWSER_ENCODINGS });

    expect(res.status).toBe(200);
    expect(brotliDecompressSync(res.body).toString()).toBe(INDEX_HTML);
  });
});
