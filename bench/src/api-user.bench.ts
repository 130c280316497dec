import { startBaselineServer } from './baseline-server';
import { type LoadFigures, type LoadSummary, measure, summarizeLoad } from './load';
import { registerManager } from './register-manager';
import { startServicesMode } from './services-mode';
import { knob } from './smoke';

// GET /api/user (logged in) through the whole stack (gateway → session in Redis → signed
// context → users subgraph → PostgreSQL), side by side with a bare Node server in the same run.
// Knobs: BENCH_CONNECTIONS (default 50), BENCH_SECONDS per round (default 10), BENCH_ROUNDS (default 3).
const connections = knob('BENCH_CONNECTIONS', 50, 4);
const seconds = knob('BENCH_SECONDS', 10, 1);
const rounds = knob('BENCH_ROUNDS', 3, 1);
const PORT = 3400;

async function registerUser(baseUrl: string) {
  const { cookie } = await registerManager(baseUrl, 'bench');
  const check = await fetch(`${baseUrl}/api/user`, { headers: { cookie } });
  return { cookie, body: await check.text() };
}

async function main() {
  const product = await startServicesMode({ port: PORT });
  try {
    const baseUrl = `http://127.0.0.1:${PORT}`;
    const { cookie, body } = await registerUser(baseUrl);
    const baseline = await startBaselineServer(body);
    const stack: LoadFigures[] = [];
    const bare: LoadFigures[] = [];
    // Alternate the two so machine noise hits both alike.
    for (let round = 1; round <= rounds; round++) {
      stack.push(
        await measure({
          url: `${baseUrl}/api/user`,
          headers: { cookie },
          connections,
          durationSeconds: seconds,
        }),
      );
      bare.push(await measure({ url: baseline.url, connections, durationSeconds: seconds }));
      process.stdout.write(`round ${round}/${rounds} done\n`);
    }
    baseline.server.close();
    const s = summarizeLoad(stack);
    const b = summarizeLoad(bare);
    const row = (name: string, r: LoadSummary) =>
      `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.failures).padStart(9)}`;
    process.stdout.write(
      [
        '',
        `GET /api/user, ${connections} connections, ${rounds} rounds of ${seconds} s, medians`,
        `${'target'.padEnd(34)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'failures'.padStart(9)}`,
        row('gateway + users (services mode)', s),
        row('bare node:http, fixed JSON', b),
        `stack / baseline throughput: ${(s.rps / b.rps).toFixed(3)}  (p50 ${(s.p50 / Math.max(b.p50, 1)).toFixed(1)}x)`,
        '',
      ].join('\n'),
    );
  } finally {
    await product.stop();
  }
}

void main();
