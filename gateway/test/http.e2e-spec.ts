import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { suiNetworkEndpoints } from '@sfl/sui-chain';
import { startGateway, type TestGateway } from './gateway-test-app';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app.js"></script></body></html>';
const HTML = 'text/html,application/xhtml+xml';

// No subgraph is needed here: nothing below runs a GraphQL operation that reaches one.
describe('gateway HTTP surface', () => {
  let frontendDir: string;
  let gateway: TestGateway;

  beforeAll(async () => {
    frontendDir = mkdtempSync(join(tmpdir(), 'sfl-frontend-'));
    mkdirSync(join(frontendDir, 'assets'));
    writeFileSync(join(frontendDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(frontendDir, 'assets', 'app.js'), 'console.log("app");');
    gateway = await startGateway('http://127.0.0.1:9/graphql', { frontendDir });
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(frontendDir, { recursive: true, force: true });
  });

  const http = () => request(gateway.app);

  it('should answer GET /health', async () => {
    await http().get('/health').expect(200, { status: 'ok' });
  });

  describe('the single-page app', () => {
    it.each(['/', '/squad', '/leagues/42/battles'])(
      'should serve index.html for the page %s',
      async (path) => {
        const res = await http().get(path).set('Accept', HTML);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.text).toBe(INDEX_HTML);
      },
    );

    it('should serve built files as they are', async () => {
      const res = await http().get('/assets/app.js');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
    });

    it('should answer 404, not index.html, for a missing file that is not a page', async () => {
      await http().get('/assets/missing.js').set('Accept', '*/*').expect(404, { message: 'Not found' });
    });

    it.each(['/api/unknown', '/health/deep', '/graphql/x'])(
      'should never answer index.html under %s',
      async (path) => {
        const res = await http().get(path).set('Accept', HTML);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Not found' });
      },
    );
  });

  it('should tell the browser wallet its default network and every full node', async () => {
    const res = await http().get('/api/sui-networks').expect(200);
    expect(res.body).toEqual({
      defaultNetwork: 'localnet',
      networks: {
        mainnet: 'https://fullnode.mainnet.sui.io:443',
        testnet: 'https://fullnode.testnet.sui.io:443',
        devnet: 'https://fullnode.devnet.sui.io:443',
        localnet: 'http://127.0.0.1:9000',
      },
    });
  });

  it("should name only the browsers' full nodes, never the server's, in /api/sui-networks and the CSP", async () => {
    const config = {
      SUI_NETWORK: 'testnet' as const,
      SUI_GRPC_URL: 'https://provider.example/v1/key-123',
      SUI_BROWSER_GRPC_URL: 'https://public-node.example',
    };
    const own = await startGateway('http://127.0.0.1:9/graphql', {
      suiNetworks: suiNetworkEndpoints(config),
    });
    try {
      const res = await request(own.app).get('/api/sui-networks').expect(200);
      expect(res.body.networks.testnet).toBe('https://public-node.example');
      expect(res.headers['content-security-policy']).toContain('https://public-node.example');
      expect(JSON.stringify(res.body) + res.headers['content-security-policy']).not.toMatch(
        /provider|key-123/,
      );
    } finally {
      await own.close();
    }
  });

  describe('headers', () => {
    it('should send a Content-Security-Policy that a Vite build can run under', async () => {
      const res = await http().get('/squad').set('Accept', HTML).set('Host', 'fantasy.example:3000');
      const csp = Object.fromEntries(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values.join(' ')]),
      );
      expect(csp).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        // Subscriptions on the page's own WebSocket origin; the browser wallet reads and executes
        // through the Sui full nodes (gRPC-web). No other host.
        'connect-src':
          "'self' ws://fantasy.example:3000 https://fullnode.mainnet.sui.io https://fullnode.testnet.sui.io " +
          'https://fullnode.devnet.sui.io http://127.0.0.1:9000',
        'img-src': "'self' data:",
        'object-src': "'none'",
      });
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('should echo a well-formed x-request-id and replace a malformed one', async () => {
      const kept = await http().get('/health').set('x-request-id', 'client-trace-0001');
      expect(kept.headers['x-request-id']).toBe('client-trace-0001');
      const replaced = await http().get('/health').set('x-request-id', 'bad id with spaces');
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('should log one line per request with method, path, status and time, and no secrets', async () => {
      await http()
        .get('/health?token=abc')
        .set('Cookie', 'sid=secret-session')
        .set('x-request-id', 'log-line-check-1');
      const line = gateway.logs.find(
        (entry) => entry.msg === 'request' && entry.correlationId === 'log-line-check-1',
      );
      expect(line).toMatchObject({ method: 'GET', path: '/health', status: 200, ms: expect.any(Number) });
      expect(JSON.stringify(line)).not.toMatch(/secret-session|token=abc/);
    });
  });

  it('should mark the cookie Secure, and ask for HTTPS, when the deployment is served over TLS', async () => {
    const secure = await startGateway('http://127.0.0.1:9/graphql', { secureCookies: true });
    try {
      const res = await request(secure.app).get('/api/user').set('Cookie', '__Host-sid=never-issued');
      expect(res.headers['set-cookie']?.[0]).toMatch(
        /^__Host-sid=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
      expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(res.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
      expect(res.headers['content-security-policy']).toMatch(/connect-src 'self' wss:\/\/127\.0\.0\.1:\d+ /);
    } finally {
      await secure.close();
    }
  });
});
