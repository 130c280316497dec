import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { knob, SMOKE } from './smoke';

// `./infra/bin/start` from launch to /health answering, and its memory: on a fresh data folder (the
// embedded database is created) and again on that data (a restart), beside a bare Node process that
// only opens an HTTP server (the floor: starting Node itself). RSS: "steady" is read SETTLE_MS
// after the first answer, "peak" is the most the process held from launch until then. Rounds
// alternate so machine noise hits all targets alike. Knob: BENCH_ROUNDS (default 3).
const rounds = knob('BENCH_ROUNDS', 3, 1);
const PORT = 3960;
const SETTLE_MS = SMOKE ? 1_000 : 5_000;
const EMBEDDED = resolve(__dirname, '..', '..', 'infra', 'run', 'dist', 'embedded.js');
const BARE = `require('node:http').createServer((q, s) => s.end('{"status":"ok"}')).listen(${PORT}, '127.0.0.1')`;

interface Sample {
  ms: number;
  steadyMb: number;
  peakMb: number;
}

async function untilHealthy(child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await delay(20);
  }
}

/** Resident and peak resident memory of a process, in MB (Linux). */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Time from spawn to a healthy answer, then memory once settled; the process is stopped before returning. */
async function measureStart(args: string[], env: NodeJS.ProcessEnv): Promise<Sample> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  try {
    await untilHealthy(child);
    const ms = performance.now() - started;
    await delay(SETTLE_MS);
    const { rssMb, peakMb } = memoryOf(child.pid!);
    return { ms, steadyMb: rssMb, peakMb };
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const targets: Record<string, Sample[]> = { fresh: [], restart: [], 'bare node': [] };
  for (let round = 1; round <= rounds; round++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'sfl-start-bench-'));
    const env = {
      PORT: String(PORT),
      METRICS_PORT: String(PORT + 1),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: '',
    };
    try {
      targets.fresh!.push(await measureStart([EMBEDDED], env));
      targets.restart!.push(await measureStart([EMBEDDED], env));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    targets['bare node']!.push(await measureStart(['-e', BARE], {}));
    process.stdout.write(`round ${round}/${rounds} done\n`);
  }
  const rows = Object.entries(targets).map(([target, samples]) => {
    const ms = samples.map((sample) => sample.ms);
    return {
      target,
      'median ms': Math.round(median(ms)),
      'min–max ms': `${Math.round(Math.min(...ms))}–${Math.round(Math.max(...ms))}`,
      'steady RSS MB': Math.round(median(samples.map((sample) => sample.steadyMb))),
      'peak RSS MB': Math.round(median(samples.map((sample) => sample.peakMb))),
    };
  });
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
}

void main();
