import { IpcChild } from './ipc-child';
import { createLiveDatabases } from './live-databases';
import type { FromClients, FromTarget, ToClients, ToTarget } from './live-protocol';
import { registerManager } from './register-manager';
import { knob, SMOKE } from './smoke';

// Live subscriptions: N graphql-ws subscribers (all the same `liveMatchUpdated`) on ONE gateway
// process fed by the embedded backbone, beside a bare `ws` server writing the same bytes to the
// same number of sockets (the baseline), in one run. The served process runs alone in a child
// (live-gateway.ts, live-ws-baseline.ts); the clients run in BENCH_LIVE_CLIENT_PROCESSES other
// processes (live-clients.ts), so that neither the server's event loop nor one client's is shared.
// Per match action: from the producer's commit (the baseline: the start of its writes) to its
// arrival at each subscriber, over all deliveries; clocks are aligned by IPC round trips.
// A process may open as many files as its soft limit (`ulimit -n`); where the server's leaves too
// few sockets for N, the remaining subscriptions ride as a second subscription on some sockets.
// Needs PostgreSQL (POSTGRES_URL) for the gateway's databases. Loopback only.
// Knobs: BENCH_LIVE_CLIENTS (default "5000,20000"), BENCH_LIVE_ACTIONS (default 20),
// BENCH_LIVE_SPACING_MS (default 250), BENCH_LIVE_CLIENT_PROCESSES (default 4).
const SUBSCRIBER_COUNTS = (process.env.BENCH_LIVE_CLIENTS ?? (SMOKE ? '100' : '5000,20000'))
  .split(',')
  .map(Number);
const ACTIONS = knob('BENCH_LIVE_ACTIONS', 20, 4);
const SPACING_MS = Number(process.env.BENCH_LIVE_SPACING_MS ?? 250);
const CLIENT_PROCESSES = knob('BENCH_LIVE_CLIENT_PROCESSES', 4, 2);
const WARM_UP_ACTIONS = 3;
// Files the served process keeps besides its sockets: databases, pipes, the subgraph's connections.
const OPEN_FILES_MARGIN = 200;
const RUN_DEADLINE_MS = 20 * 60_000;

type Target = 'ws baseline' | 'gateway';
type Server = IpcChild<ToTarget, FromTarget>;
type Clients = IpcChild<ToClients, FromClients>;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const running = new Set<IpcChild<object, { type: string }>>();

/** The lowest of a few readings: buffers come and go, and a reading may catch one. */
async function settledMemory(server: Server) {
  const readings = [];
  for (let reading = 0; reading < 5; reading++) {
    readings.push(await server.ask({ type: 'memory' }, 'memory'));
    await sleep(200);
  }
  return {
    rssBytes: Math.min(...readings.map((r) => r.rssBytes)),
    heapAndExternalBytes: Math.min(...readings.map((r) => r.heapAndExternalBytes)),
  };
}

/** How many subscriptions each socket carries: one each, or two on some when sockets run short. */
function subscriptionsPerSocket(subscribers: number, maxSockets: number): number[] {
  const sockets = Math.min(subscribers, maxSockets);
  if (subscribers > 2 * sockets)
    throw new Error(`${subscribers} subscribers need more than ${sockets} sockets`);
  return Array.from({ length: sockets }, (_, i) => (i < subscribers - sockets ? 2 : 1));
}

async function untilReceived(clients: Clients[], totals: number[], seq: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await Promise.all(
      clients.map((c) => c.ask({ type: 'received', seq }, 'received', (m) => m.seq === seq)),
    );
    if (counts.every(({ count }, k) => count >= totals[k]!) || Date.now() > deadline) return;
    await sleep(50);
  }
}

interface Figures {
  target: Target;
  subscribers: number;
  sockets: number;
  deliveries: number;
  missing: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  rssIdleMb: number;
  rssConnectedMb: number;
  peakRssMb: number;
  /** V8 heap in use plus memory held outside it, after a full GC: its growth per subscriber */
  heapPerSubscriberKb: number;
}

async function measure(target: Target, subscribers: number): Promise<Figures> {
  const databases = target === 'gateway' ? await createLiveDatabases() : undefined;
  const server: Server = new IpcChild(
    target === 'gateway' ? 'live-gateway.js' : 'live-ws-baseline.js',
    ['--expose-gc'],
    databases?.env,
  );
  const clients: Clients[] = Array.from({ length: CLIENT_PROCESSES }, () => new IpcChild('live-clients.js'));
  for (const child of [server, ...clients]) running.add(child as IpcChild<object, { type: string }>);
  try {
    const ready = await server.next('ready', 120_000);
    await Promise.all(clients.map((c) => c.next('ready', 30_000)));
    const url = `http://127.0.0.1:${ready.port}`;
    const cookie = target === 'gateway' ? (await registerManager(url, 'live')).cookie : '';
    const idle = await settledMemory(server);
    const perSocket = subscriptionsPerSocket(
      subscribers,
      ready.openFilesLimit - ready.openFiles - OPEN_FILES_MARGIN,
    );
    const seqs = WARM_UP_ACTIONS + ACTIONS;

    // Each client process takes a contiguous share of the sockets, its ids following the previous share's.
    const shares = clients.map((_, k) =>
      perSocket.slice(
        Math.floor((k * perSocket.length) / clients.length),
        Math.floor(((k + 1) * perSocket.length) / clients.length),
      ),
    );
    const totals = shares.map(sum);
    let firstId = 0;
    await Promise.all(
      clients.map((c, k) => {
        const connect: ToClients = {
          type: 'connect',
          port: ready.port,
          cookie,
          subscriptionsPerSocket: shares[k]!,
          firstId,
          seqs,
        };
        firstId += totals[k]!;
        return c.ask(connect, 'connected', undefined, 600_000);
      }),
    );

    // Warm-up actions until every subscriber got one: all subscriptions are live on the server.
    let seq = 0;
    for (; seq < WARM_UP_ACTIONS; seq++) {
      await server.ask({ type: 'record', seq }, 'recorded', (m) => m.seq === seq);
      await untilReceived(clients, totals, seq, 60_000);
    }
    const connected = await settledMemory(server);
    const serverOffset = await server.clockOffsetMs({ type: 'clock' });
    const clientOffsets = await Promise.all(clients.map((c) => c.clockOffsetMs({ type: 'clock' })));

    const committedAt: number[] = [];
    for (; seq < seqs; seq++) {
      const started = now();
      const target = seq;
      const recorded = await server.ask({ type: 'record', seq: target }, 'recorded', (m) => m.seq === target);
      committedAt[seq] = recorded.committedAt - serverOffset;
      await sleep(Math.max(0, SPACING_MS - (now() - started)));
    }
    await untilReceived(clients, totals, seqs - 1, 60_000);
    const { peakRssBytes } = await server.ask({ type: 'memory' }, 'memory');

    const latencies: number[] = [];
    let missing = 0;
    for (const [k, c] of clients.entries()) {
      const { arrivals } = await c.ask({ type: 'arrivals' }, 'arrivals');
      for (let s = WARM_UP_ACTIONS; s < seqs; s++) {
        for (const at of arrivals[s]!) {
          if (at > 0) latencies.push(at - clientOffsets[k]! - committedAt[s]!);
          else missing += 1;
        }
      }
    }
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    const mb = (bytes: number) => bytes / 2 ** 20;
    return {
      target,
      subscribers,
      sockets: perSocket.length,
      deliveries: latencies.length,
      missing,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: latencies[latencies.length - 1] ?? NaN,
      rssIdleMb: mb(idle.rssBytes),
      rssConnectedMb: mb(connected.rssBytes),
      peakRssMb: mb(peakRssBytes),
      heapPerSubscriberKb: (connected.heapAndExternalBytes - idle.heapAndExternalBytes) / 1024 / subscribers,
    };
  } finally {
    // The server first: its side closes the connections, so the clients' ports are not held in TIME_WAIT.
    await server.stop();
    await Promise.all(clients.map((c) => c.stop()));
    for (const child of [server, ...clients]) running.delete(child as IpcChild<object, { type: string }>);
    await databases?.drop();
  }
}

async function main() {
  const results: Figures[] = [];
  for (const subscribers of SUBSCRIBER_COUNTS) {
    for (const target of ['ws baseline', 'gateway'] as const) {
      results.push(await measure(target, subscribers));
      process.stdout.write(`${target}: ${subscribers} subscribers done\n`);
    }
  }
  const row = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(12) : cell.padStart(10))).join(' ');
  process.stdout.write(
    [
      '',
      `live subscriptions on one process; ${ACTIONS} match actions ${SPACING_MS} ms apart; ${CLIENT_PROCESSES} client processes;`,
      'latency = commit (baseline: start of its writes) → arrival at each subscriber, over all deliveries;',
      'memory of the serving process: RSS idle and with the subscribers (after a full GC), the highest RSS of its life,',
      'and its V8 heap + external memory grown per subscriber',
      row([
        'target',
        'subscribers',
        'sockets',
        'deliveries',
        'missing',
        'p50 ms',
        'p99 ms',
        'max ms',
        'RSS 0 MB',
        'RSS N MB',
        'peak MB',
        'KB/sub',
      ]),
      ...results.map((r) =>
        row([
          r.target,
          String(r.subscribers),
          String(r.sockets),
          String(r.deliveries),
          String(r.missing),
          r.p50Ms.toFixed(1),
          r.p99Ms.toFixed(1),
          r.maxMs.toFixed(1),
          r.rssIdleMb.toFixed(0),
          r.rssConnectedMb.toFixed(0),
          r.peakRssMb.toFixed(0),
          r.heapPerSubscriberKb.toFixed(1),
        ]),
      ),
      '',
    ].join('\n'),
  );
}

// Bounded in time whatever happens; the children also exit when this process goes away.
setTimeout(() => {
  process.stderr.write(`live benchmark: no result within ${RUN_DEADLINE_MS / 60_000} minutes\n`);
  for (const child of running) child.kill();
  process.exit(1);
}, RUN_DEADLINE_MS).unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`live benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    for (const child of running) child.kill();
    process.exit(1);
  },
);
