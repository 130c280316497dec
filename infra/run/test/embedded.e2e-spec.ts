import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { FakeSuiNode } from '@sfl/sui-chain/testing';
import { metricValue } from '@sfl/testing';
import { freePort } from './free-port';

// The README's first command, as a user runs it: the built embedded mode in its own process on a
// fresh data folder. Every subgraph shares that one process, which is what this proves: they all
// start on one embedded database without a warning, and a query crossing subgraphs (an nft
// listing's player, resolved by matches) answers. It reaches no outside service: @embedded-stage-only.

const EMBEDDED = join(__dirname, '..', 'dist', 'embedded.js');
const PACKAGE_ID = normalizeSuiAddress('0xe3b01');
const MARKET_ID = normalizeSuiAddress('0xe3b02');
const CARD_ID = normalizeSuiAddress('0xca4d01');

async function untilHealthy(baseUrl: string, process: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (process.exitCode !== null) throw new Error(`the embedded mode exited:\n${output()}`);
    const healthy = await fetch(`${baseUrl}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the embedded mode did not answer /health within 60 s:\n${output()}`);
}

describe('the embedded mode (./infra/bin/start)', () => {
  const node = new FakeSuiNode();
  const dataDir = mkdtempSync(join(tmpdir(), 'sfl-embedded-'));
  let child: ChildProcess;
  let baseUrl: string;
  let metricsUrl: string;
  let logs = '';
  let startLog = '';

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    child = spawn(process.execPath, [EMBEDDED], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SIMULATOR_ENABLED: 'false',
        SUI_NETWORK: 'localnet',
        SUI_GRPC_URL: await node.useCollection({ packageId: PACKAGE_ID, marketId: MARKET_ID }).start(),
        NFT_PACKAGE_ID: PACKAGE_ID,
        NFT_MARKET_ID: MARKET_ID,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    await untilHealthy(baseUrl, child, () => logs);
    startLog = logs;
  }, 90_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await node.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const graphql = async (query: string) => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query }),
    });
    return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };

  it('should start with no warning or error in its log', () => {
    // Anything that is not a structured line below warn level: warnings, errors, Node's own notices.
    const problems = startLog
      .split('\n')
      .filter((line) => line.trim())
      .filter((line) => {
        try {
          return (JSON.parse(line) as { level: number }).level >= 40;
        } catch {
          return true;
        }
      });
    expect(problems).toEqual([]);
    expect(startLog).toContain('Sui Fantasy League is running');
  });

  it('should answer a query that crosses subgraphs: a listed card and its footballer', async () => {
    const footballers = await graphql('query { footballers(limit: 1) { id name } }');
    const [footballer] = (footballers.data?.footballers ?? []) as { id: string; name: string }[];
    expect(footballer).toBeDefined();
    node.listCard({
      listingId: normalizeSuiAddress('0x1157e1'),
      cardId: CARD_ID,
      playerId: footballer!.id,
      price: 2_000_000_000n,
      seller: normalizeSuiAddress('0x5e11e4'),
    });

    const listings = await graphql('query { nftListings { tokenId price player { name } } }');
    expect(listings.errors).toBeUndefined();
    expect(listings.data?.nftListings).toEqual([
      { tokenId: CARD_ID, price: '2000000000', player: { name: footballer!.name } },
    ]);
  });

  it('should run spl-rewards beside the others: its leaderboard answers, and its ledger totals only to operators', async () => {
    expect(await graphql('query { splLeaderboard { rank } }')).toEqual({ data: { splLeaderboard: [] } });
    const ledger = await graphql('query { splLedgerInvariant { issued balanced } }');
    expect(ledger.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
  });

  it('should run leagues beside the others: its list of leagues answers', async () => {
    expect(await graphql('query { leagues { total } }')).toEqual({ data: { leagues: { total: 0 } } });
  });

  it('should run championships beside the others: the default schedule follows the seeded season', async () => {
    // Championships learns of the season from matches.events (after the world's footballers) a while
    // after the start.
    let statuses: string[] = [];
    for (let attempt = 0; attempt < 240 && statuses.length < 3; attempt++) {
      const res = await fetch(`${baseUrl}/api/championships/available`);
      statuses = ((await res.json()) as { status: string }[]).map((c) => c.status);
      if (statuses.length < 3) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Gameweek 1 is planned at the season's start (now): the championship whose pre-registration
    // closed at its planned deadline is upcoming; with the simulator off, none is active yet.
    expect(statuses).toEqual(['pre_registration', 'upcoming', 'pre_registration']);
  }, 90_000);

  it('should keep every service in one embedded database under the data folder', () => {
    expect(
      readdirSync(dataDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name),
    ).toEqual(['postgres']);
  });

  it('should serve one /metrics for the whole process on METRICS_PORT, each service under its label', async () => {
    await graphql('query EmbeddedProbe { splLeaderboard(limit: 1) { rank } }');
    const res = await fetch(metricsUrl);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const probe = { operation: 'EmbeddedProbe', type: 'query', outcome: 'success' };
    expect(
      metricValue(text, 'sfl_graphql_operation_duration_seconds_count', { service: 'gateway', ...probe }),
    ).toBe(1);
    // The gateway names the operation it sends a subgraph after the client's.
    expect(text).toMatch(
      /^sfl_graphql_operation_duration_seconds_count\{service="spl-rewards",operation="EmbeddedProbe[^"]*",type="query",outcome="success"\} 1$/m,
    );
    expect(metricValue(text, 'sfl_spl_ledger_balanced', { service: 'spl-rewards' })).toBe(1);
    for (const service of [
      'users',
      'matches',
      'nft',
      'squads',
      'spl-rewards',
      'leagues',
      'championships',
      'notifications',
    ])
      expect(metricValue(text, 'sfl_outbox_backlog', { service })).toBeGreaterThanOrEqual(0);
    expect(
      metricValue(text, 'sfl_event_consumer_lag', { consumer: 'nft.catalogue', topic: 'matches.events' }),
    ).toBeGreaterThanOrEqual(0);
    expect(
      metricValue(text, 'sfl_dead_letter_events', { service: 'squads', consumer: 'squads.projections' }),
    ).toBe(0);
    expect(text.match(/^process_start_time_seconds /gm)).toHaveLength(1);

    expect(await (await fetch(`${baseUrl}/metrics`)).text()).not.toContain('sfl_graphql_operation');
    expect(await (await fetch(`${baseUrl}/ready`)).json()).toEqual({
      status: 'ready',
      checks: { store: 'ok', events: 'ok', subgraphs: 'ok' },
    });
  });

  it('should serve the REST facade and the browser wallet settings', async () => {
    const user = await fetch(`${baseUrl}/api/user`);
    expect(user.status).toBe(401);
    const networks = await (await fetch(`${baseUrl}/api/sui-networks`)).json();
    expect(networks).toMatchObject({ defaultNetwork: 'localnet' });
  });
});
