import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { startBaselinePage } from './lcp-baseline-page';
import { type PaintTimings, readPaintTimings } from './lcp-page-probe';
import { knob, SMOKE } from './smoke';

// The home page's largest contentful paint in headless Chromium, a visitor's load of `/` from the
// embedded product (gateway, subgraphs and built frontend in one process, on a fresh data folder), beside
// a bare node:http server sending a static page with the same hero (the browser's own cost). Cold: each
// load in a new browser context (empty cache, new connection). Warm: new tabs of one context that has
// loaded the page once (scripts and styles from its cache). Cold and warm loads of both targets alternate
// so machine noise hits them alike. The product is measured once it has settled after starting.
// Knobs: BENCH_LCP_LOADS (default 15 of each kind), BENCH_LCP_PORT (3970), CHROMIUM_PATH (Debian's Chromium).
const loads = knob('BENCH_LCP_LOADS', 15, 1);
const PORT = Number(process.env.BENCH_LCP_PORT ?? 3970);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const EMBEDDED = resolve(__dirname, '..', '..', 'infra', 'run', 'dist', 'embedded.js');
const START_TIMEOUT_MS = 60_000;
// A smoke run (BENCH_SMOKE=1) measures soon after the first answer: its figures are not quoted.
const SETTLE_TIMEOUT_MS = SMOKE ? 5_000 : 120_000;
const SETTLED_MS = 100;
const SETTLED_ANSWERS = 10;
// The paints are read once the page's requests have settled (its lazy code and first data arrived), and
// a later, larger paint still counts if it comes within quietMs of the previous one.
const PROBE = { quietMs: 500, maxMs: 8_000 };
// As the project's browser tests launch it (frontend/playwright.config.ts).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--disable-gpu',
  '--no-first-run',
];
const VIEWPORT = { width: 1280, height: 800 };

/** Time for one answer of /health (undefined while it does not answer). */
async function healthMs(url: string): Promise<number | undefined> {
  const started = performance.now();
  const ok = await fetch(url).then(
    (res) => res.ok,
    () => false,
  );
  return ok ? performance.now() - started : undefined;
}

/**
 * Until the product answers /health, then until it answers within SETTLED_MS several times in a row: on a
 * fresh data folder it first takes in its seeded catalogue, which would otherwise be measured as slow page
 * loads. A machine too busy for that is measured anyway after SETTLE_TIMEOUT_MS, and says so.
 */
async function untilSettled(child: ChildProcess, url: string): Promise<void> {
  const started = Date.now();
  let fastInARow = 0;
  let answered = false;
  while (fastInARow < SETTLED_ANSWERS) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    const elapsed = Date.now() - started;
    if (!answered && elapsed > START_TIMEOUT_MS) throw new Error(`no answer within ${START_TIMEOUT_MS} ms`);
    if (answered && elapsed > SETTLE_TIMEOUT_MS) {
      process.stdout.write(
        `the product answers /health slower than ${SETTLED_MS} ms still: measuring anyway\n`,
      );
      return;
    }
    const ms = await healthMs(url);
    answered ||= ms !== undefined;
    fastInARow = ms !== undefined && ms < SETTLED_MS ? fastInARow + 1 : 0;
    await delay(100);
  }
  process.stdout.write(
    `the product settled ${((Date.now() - started) / 1000).toFixed(1)} s after its launch\n`,
  );
}

/** One load of `url` in a new tab of `context`, its paint timings read once it has settled. */
async function loadIn(context: BrowserContext, url: string): Promise<PaintTimings> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(readPaintTimings, PROBE);
  } finally {
    await page.close();
  }
}

/** One load of `url` in a new browser context: nothing cached, a new connection. */
async function coldLoad(browser: Browser, url: string): Promise<PaintTimings> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    return await loadIn(context, url);
  } finally {
    await context.close();
  }
}

/** A context that has loaded `url` once; each warm load opens it in a new tab there. */
async function warmLoader(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await loadIn(context, url);
  return { load: () => loadIn(context, url), close: () => context.close() };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

function summary(target: string, cache: string, samples: PaintTimings[]) {
  const of = (pick: (sample: PaintTimings) => number) => samples.map(pick);
  const lcp = of((sample) => sample.lcpMs);
  const elements = new Map<string, number>();
  for (const sample of samples) elements.set(sample.lcpElement, (elements.get(sample.lcpElement) ?? 0) + 1);
  return {
    target,
    cache,
    'LCP p50 ms': Math.round(percentile(lcp, 50)),
    'LCP p90 ms': Math.round(percentile(lcp, 90)),
    'FCP p50 ms': Math.round(
      percentile(
        of((sample) => sample.fcpMs),
        50,
      ),
    ),
    'TTFB p50 ms': Math.round(
      percentile(
        of((sample) => sample.ttfbMs),
        50,
      ),
    ),
    'LCP element (loads)': [...elements].map(([element, count]) => `${element} (${count})`).join('; '),
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sfl-lcp-bench-'));
  const product = spawn(process.execPath, [EMBEDDED], {
    env: {
      ...process.env,
      PORT: String(PORT),
      // Not the default metrics port, which a product started by hand may hold.
      METRICS_PORT: String(PORT + 1),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseline = await startBaselinePage();
  let browser: Browser | undefined;
  try {
    const productUrl = `http://127.0.0.1:${PORT}/`;
    await untilSettled(product, `http://127.0.0.1:${PORT}/health`);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    const targets = [
      { name: 'product (embedded)', url: productUrl },
      { name: 'baseline (static page)', url: baseline.url },
    ];
    // Each warm loader's first load also lets the product's first answers warm its own caches (JIT, plans).
    const warmers = await Promise.all(targets.map((target) => warmLoader(browser!, target.url)));
    const cold = targets.map(() => [] as PaintTimings[]);
    const warm = targets.map(() => [] as PaintTimings[]);
    for (let round = 0; round < loads; round++) {
      for (const [index, target] of targets.entries()) {
        cold[index]!.push(await coldLoad(browser, target.url));
        warm[index]!.push(await warmers[index]!.load());
      }
    }
    await Promise.all(warmers.map((warmer) => warmer.close()));

    const rows = targets.flatMap((target, index) => [
      summary(target.name, 'cold', cold[index]!),
      summary(target.name, 'warm', warm[index]!),
    ]);
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  } finally {
    await browser?.close();
    baseline.server.close();
    if (product.exitCode === null) {
      const exited = new Promise((done) => product.once('exit', done));
      product.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
