import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// `./infra/bin/start` from launch to /health answering: on a fresh data folder (every service
// creates its embedded database) and again on that data (a restart), beside a bare Node process
// that only opens an HTTP server (the floor: starting Node itself). Rounds alternate so machine noise
// hits all three alike. Knob: BENCH_ROUNDS (default 3).
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = 3960;
const EMBEDDED = resolve(__dirname, '..', '..', 'infra', 'run', 'dist', 'embedded.js');
const BARE = `require('node:http').createServer((q, s) => s.end('{"status":"ok"}')).listen(${PORT}, '127.0.0.1')`;

async function untilHealthy(child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** Milliseconds from spawn to a healthy answer; the process is stopped before returning. */
async function timeStart(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  try {
    await untilHealthy(child);
    return performance.now() - started;
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const samples = { fresh: [] as number[], restart: [] as number[], bare: [] as number[] };
  for (let round = 1; round <= rounds; round++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'sfl-start-bench-'));
    const env = { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_OPTIONS: '' };
    try {
      samples.fresh.push(await timeStart([EMBEDDED], env));
      samples.restart.push(await timeStart([EMBEDDED], env));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    samples.bare.push(await timeStart(['-e', BARE], {}));
    process.stdout.write(`round ${round}/${rounds} done\n`);
  }
  const rows = Object.entries(samples).map(([target, values]) => ({
    target,
    'median ms': Math.round(median(values)),
    'min–max ms': `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`,
  }));
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
}

void main();
