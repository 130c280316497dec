import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { type Client, createClient } from 'graphql-ws';
import { WebSocket } from 'ws';
import type { FromGateway, ToGateway } from './live-gateway';
import { registerManager } from './register-manager';

// Live subscriptions: N graphql-ws clients (all `liveMatchUpdated`) on ONE gateway process, fed
// by the embedded backbone. The gateway runs in a child process (live-gateway.ts) so that it
// does not share an event loop with the clients, which run here. Per match action: from the
// producer's commit (in the gateway process) to its arrival at each subscriber (here), over all
// deliveries; the two clocks are aligned by an IPC round trip. Loopback only.
// Knobs: BENCH_LIVE_CLIENTS (default "1000,5000"), BENCH_LIVE_ACTIONS (default 20),
// BENCH_LIVE_SPACING_MS (default 250).
const CLIENT_COUNTS = (process.env.BENCH_LIVE_CLIENTS ?? '1000,5000').split(',').map(Number);
const ACTIONS = Number(process.env.BENCH_LIVE_ACTIONS ?? 20);
const SPACING_MS = Number(process.env.BENCH_LIVE_SPACING_MS ?? 250);
const CONNECT_BATCH = 200;
const WARM_UP_ACTIONS = 3;
const RUN_DEADLINE_MS = 10 * 60_000;

const SUBSCRIPTION = `subscription LiveMatchUpdated {
  liveMatchUpdated {
    match { id gameweek homeClub { id name shortName } awayClub { id name shortName }
      homeScore awayScore score minute status version }
    action { id matchId kind minute clubId footballerId assistFootballerId relatedFootballerId }
  }
}`;

interface LiveMatchUpdated {
  liveMatchUpdated: { match: { version: number } };
}

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The gateway child, spoken to over IPC; stopped by its PID. */
class GatewayProcess {
  private readonly waiters: { accepts: (m: FromGateway) => boolean; resolve: (m: FromGateway) => void }[] =
    [];

  private constructor(readonly child: ChildProcess) {
    child.on('message', (message: FromGateway) => {
      const index = this.waiters.findIndex((waiter) => waiter.accepts(message));
      if (index >= 0) this.waiters.splice(index, 1)[0]!.resolve(message);
    });
  }

  static async start(): Promise<{ gateway: GatewayProcess; port: number }> {
    const child = fork(join(__dirname, 'live-gateway.js'), {
      execArgv: ['--expose-gc'],
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const gateway = new GatewayProcess(child);
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`the gateway process exited (${code})`))),
    );
    const ready = await Promise.race([gateway.next((m) => m.type === 'ready', 120_000), exited]);
    return { gateway, port: (ready as Extract<FromGateway, { type: 'ready' }>).port };
  }

  ask<T extends FromGateway['type']>(
    message: ToGateway,
    type: T,
    accepts: (m: Extract<FromGateway, { type: T }>) => boolean = () => true,
  ): Promise<Extract<FromGateway, { type: T }>> {
    const answer = this.next(
      (m) => m.type === type && accepts(m as Extract<FromGateway, { type: T }>),
      30_000,
    );
    this.child.send(message);
    return answer as Promise<Extract<FromGateway, { type: T }>>;
  }

  /** gateway clock − this clock, from the IPC round trip with the smallest delay */
  async clockOffsetMs(): Promise<number> {
    let best = { rtt: Infinity, offset: 0 };
    for (let round = 0; round < 50; round++) {
      const sent = now();
      const { now: there } = await this.ask({ type: 'clock' }, 'clock');
      const received = now();
      if (received - sent < best.rtt) best = { rtt: received - sent, offset: there - (sent + received) / 2 };
    }
    return best.offset;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.pid === undefined) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    process.kill(this.child.pid, 'SIGTERM');
    const killer = setTimeout(() => this.child.pid && process.kill(this.child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }

  /** The lowest of a few readings: PGlite's buffers come and go, and a reading may catch one. */
  async settledMemory(): Promise<{ rssBytes: number; heapAndExternalBytes: number }> {
    const readings = [];
    for (let reading = 0; reading < 5; reading++) {
      readings.push(await this.ask({ type: 'memory' }, 'memory'));
      await sleep(200);
    }
    return {
      rssBytes: Math.min(...readings.map((r) => r.rssBytes)),
      heapAndExternalBytes: Math.min(...readings.map((r) => r.heapAndExternalBytes)),
    };
  }

  private next(accepts: (m: FromGateway) => boolean, timeoutMs: number): Promise<FromGateway> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the gateway process did not answer')), timeoutMs);
      this.waiters.push({
        accepts,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      });
    });
  }
}

/** N subscribers; `arrivals[seq][i]` is when subscriber i received action `seq` (this clock). */
async function connectSubscribers(port: number, cookie: string, count: number, seqs: number) {
  const origin = `http://127.0.0.1:${port}`;
  class BenchWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie }, origin });
    }
  }
  const arrivals = Array.from({ length: seqs }, () => new Float64Array(count));
  const clients: Client[] = [];
  for (let first = 0; first < count; first += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - first) }, (_, k) => first + k);
    await Promise.all(
      batch.map(
        (index) =>
          new Promise<void>((resolve, reject) => {
            const client = createClient({
              url: `ws://127.0.0.1:${port}/graphql`,
              webSocketImpl: BenchWebSocket,
              retryAttempts: 0,
              on: { connected: () => resolve(), error: reject },
            });
            clients.push(client);
            client.subscribe<LiveMatchUpdated>(
              { query: SUBSCRIPTION },
              {
                next: ({ data }) => {
                  const seq = (data?.liveMatchUpdated.match.version ?? 0) - 1;
                  if (seq >= 0 && seq < seqs) arrivals[seq]![index] = now();
                },
                error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
                complete: () => {},
              },
            );
          }),
      ),
    );
  }
  return { clients, arrivals };
}

const received = (arrivals: Float64Array) => arrivals.reduce((n, at) => n + (at > 0 ? 1 : 0), 0);

async function untilAllReceived(arrivals: Float64Array, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (received(arrivals) < arrivals.length && Date.now() < deadline) await sleep(20);
}

interface Figures {
  clients: number;
  deliveries: number;
  missing: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  rssConnectedMb: number;
  /** V8 heap in use plus memory held outside it (socket buffers), after a full GC */
  heapIdleMb: number;
  heapConnectedMb: number;
}

let running: GatewayProcess | undefined;

async function measure(clientCount: number): Promise<Figures> {
  const { gateway, port } = await GatewayProcess.start();
  running = gateway;
  let clients: Client[] = [];
  try {
    const { cookie } = await registerManager(`http://127.0.0.1:${port}`, 'live');
    const idle = await gateway.settledMemory();
    const seqs = WARM_UP_ACTIONS + ACTIONS;
    const subscribers = await connectSubscribers(port, cookie, clientCount, seqs);
    clients = subscribers.clients;
    const { arrivals } = subscribers;

    // Warm-up actions until every subscriber got one: all subscriptions are live on the server.
    let seq = 0;
    for (; seq < WARM_UP_ACTIONS; seq++) {
      await gateway.ask({ type: 'record', seq }, 'recorded', (m) => m.seq === seq);
      await untilAllReceived(arrivals[seq]!, 30_000);
    }
    if (received(arrivals[WARM_UP_ACTIONS - 1]!) < clientCount)
      throw new Error('not every subscriber went live');
    const connected = await gateway.settledMemory();
    const offset = await gateway.clockOffsetMs();

    const committedAt: number[] = [];
    for (; seq < seqs; seq++) {
      const started = now();
      const target = seq;
      const recorded = await gateway.ask(
        { type: 'record', seq: target },
        'recorded',
        (m) => m.seq === target,
      );
      committedAt[seq] = recorded.committedAt - offset;
      await sleep(Math.max(0, SPACING_MS - (now() - started)));
    }
    await untilAllReceived(arrivals[seqs - 1]!, 30_000);

    const latencies: number[] = [];
    let missing = 0;
    for (let s = WARM_UP_ACTIONS; s < seqs; s++) {
      for (const at of arrivals[s]!) {
        if (at > 0) latencies.push(at - committedAt[s]!);
        else missing += 1;
      }
    }
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    return {
      clients: clientCount,
      deliveries: latencies.length,
      missing,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: latencies[latencies.length - 1] ?? NaN,
      rssConnectedMb: connected.rssBytes / 2 ** 20,
      heapIdleMb: idle.heapAndExternalBytes / 2 ** 20,
      heapConnectedMb: connected.heapAndExternalBytes / 2 ** 20,
    };
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
    await gateway.stop();
  }
}

async function main() {
  const results: Figures[] = [];
  for (const count of CLIENT_COUNTS) {
    results.push(await measure(count));
    process.stdout.write(`${count} subscribers done\n`);
  }
  const row = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(12) : cell.padStart(11))).join(' ');
  process.stdout.write(
    [
      '',
      `live subscriptions, one gateway process (embedded backbone); ${ACTIONS} match actions ${SPACING_MS} ms apart;`,
      'latency = producer commit → arrival at each subscriber, over all deliveries; memory of the gateway process:',
      'RSS with the N subscribers connected; V8 heap + external memory after a full GC, before (0) and after (N)',
      row([
        'subscribers',
        'deliveries',
        'missing',
        'p50 ms',
        'p99 ms',
        'max ms',
        'RSS N MB',
        'heap 0 MB',
        'heap N MB',
        'KB/sub',
      ]),
      ...results.map((r) =>
        row([
          String(r.clients),
          String(r.deliveries),
          String(r.missing),
          r.p50Ms.toFixed(1),
          r.p99Ms.toFixed(1),
          r.maxMs.toFixed(1),
          r.rssConnectedMb.toFixed(0),
          r.heapIdleMb.toFixed(0),
          r.heapConnectedMb.toFixed(0),
          (((r.heapConnectedMb - r.heapIdleMb) * 1024) / r.clients).toFixed(1),
        ]),
      ),
      '',
    ].join('\n'),
  );
}

// Bounded in time whatever happens; the gateway child also exits when this process goes away.
setTimeout(() => {
  process.stderr.write(`live benchmark: no result within ${RUN_DEADLINE_MS / 60_000} minutes\n`);
  if (running?.child.exitCode === null && running.child.pid) process.kill(running.child.pid, 'SIGKILL');
  process.exit(1);
}, RUN_DEADLINE_MS).unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`live benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
