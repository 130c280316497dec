import type { BareBodies } from './bare-server.process';
import { startBareServer } from './bare-server';
import { frontendOperations } from './frontend-documents';
import { type LoadFigures, type LoadOptions, type LoadSummary, measure, summarizeLoad } from './load';
import { registerManager } from './register-manager';
import { type BenchStack, startBenchStack } from './services-mode';
import { knob } from './smoke';

// A signed-in manager's reads through the whole stack (gateway → session → signed context →
// subgraph → PostgreSQL, on PostgreSQL, Redis and Kafka): GET /api/user and the home page's
// GraphQL operation (the frontend's generated HomePage document), each beside a bare `node:http`
// server (a process of its own) answering the same bytes, rounds alternating, medians and ratios.
// Knobs: BENCH_CONNECTIONS (50), BENCH_SECONDS per round (10), BENCH_ROUNDS (3), BENCH_API_USER_PORT
// (3400: the gateway; the eight subgraphs and the metrics port after it).
const CONNECTIONS = knob('BENCH_CONNECTIONS', 50, 4);
const SECONDS = knob('BENCH_SECONDS', 10, 1);
const ROUNDS = knob('BENCH_ROUNDS', 3, 1);
const PORT = Number(process.env.BENCH_API_USER_PORT ?? 3400);
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TARGET = 0.1;

interface Read {
  name: string;
  path: string;
  request: Omit<LoadOptions, 'url' | 'connections' | 'durationSeconds'>;
}

function signedInReads(cookie: string): Read[] {
  const { HomePage } = frontendOperations(['HomePage']);
  return [
    { name: 'GET /api/user', path: '/api/user', request: { headers: { cookie } } },
    {
      name: 'POST /graphql HomePage',
      path: '/graphql',
      request: {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query: HomePage, variables: {}, operationName: 'HomePage' }),
      },
    },
  ];
}

/** The read's answer as the gateway gives it to the signed-in manager; anything but a 200 ends the bench. */
async function answerOf(baseUrl: string, read: Read): Promise<string> {
  const res = await fetch(`${baseUrl}${read.path}`, read.request);
  const body = await res.text();
  if (res.status !== 200 || body.includes('"errors"'))
    throw new Error(`${read.name} answered ${res.status}: ${body.slice(0, 500)}`);
  return body;
}

let stack: BenchStack | undefined;

async function main() {
  stack = await startBenchStack({ name: 'user', port: PORT, postgresUrl: POSTGRES_URL, redisUrl: REDIS_URL });
  const cleanups: (() => unknown)[] = [() => stack!.close()];
  try {
    const baseUrl = `http://127.0.0.1:${PORT}`;
    const { cookie } = await registerManager(baseUrl, 'bench');
    const reads = signedInReads(cookie);
    const bodies: BareBodies = {};
    for (const read of reads) bodies[read.path] = await answerOf(baseUrl, read);
    const bare = await startBareServer(bodies);
    cleanups.push(() => bare.stop());

    const figures = new Map(
      reads.map((read) => [read, { gateway: [] as LoadFigures[], bare: [] as LoadFigures[] }]),
    );
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [read, row] of figures) {
        const load = { connections: CONNECTIONS, durationSeconds: SECONDS, ...read.request };
        // Alternate the two so machine noise hits both alike.
        row.gateway.push(await measure({ ...load, url: `${baseUrl}${read.path}` }));
        row.bare.push(await measure({ ...load, url: `${bare.url}${read.path}` }));
      }
      process.stdout.write(`round ${round}/${ROUNDS} done\n`);
    }

    const line = (name: string, bytes: string, r: LoadSummary, ratio: string) =>
      `${name.padEnd(44)} ${bytes.padStart(6)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(0).padStart(7)} ${r.p99.toFixed(0).padStart(7)} ${String(r.failures).padStart(9)} ${ratio.padStart(7)}`;
    const lines = [
      '',
      `signed-in reads: gateway + subgraphs (services mode) beside bare node:http with the same bytes; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s, medians`,
      `${'target'.padEnd(44)} ${'bytes'.padStart(6)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'failures'.padStart(9)} ${'ratio'.padStart(7)}`,
    ];
    const ratios: number[] = [];
    for (const [read, row] of figures) {
      const g = summarizeLoad(row.gateway);
      const b = summarizeLoad(row.bare);
      const bytes = String(Buffer.byteLength(bodies[read.path]!));
      ratios.push(g.rps / b.rps);
      lines.push(
        line(`gateway ${read.name} (signed in)`, bytes, g, (g.rps / b.rps).toFixed(3)),
        line('bare node:http, same bytes', bytes, b, ''),
      );
    }
    const lowest = Math.min(...ratios);
    lines.push(
      `lowest signed-in ratio ${lowest.toFixed(3)}: target ≥ ${TARGET} ${lowest >= TARGET ? 'met' : 'NOT met'}`,
      '',
    );
    process.stdout.write(lines.join('\n'));
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
  void stack?.product.kill();
});
