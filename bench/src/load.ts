import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  /** requests answered in the whole run */
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  /** GET when not given */
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
}

/** Drives one URL with autocannon (bounded in time, loopback only) and keeps the figures we quote. */
export async function measure(options: LoadOptions): Promise<LoadFigures> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(options.url))
    throw new Error('benchmarks target loopback only');
  const result = await autocannon({
    url: options.url,
    // autocannon refuses an explicit undefined method ("undefined HTTP method is not supported").
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.durationSeconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Rounds of one target as quoted: medians of throughput and latency, and every failure added up. */
export function summarizeLoad(samples: LoadFigures[]) {
  return {
    rps: median(samples.map((s) => s.requestsPerSecond)),
    p50: median(samples.map((s) => s.p50Ms)),
    p99: median(samples.map((s) => s.p99Ms)),
    failures: samples.reduce((sum, s) => sum + s.errors + s.non2xx, 0),
  };
}

export type LoadSummary = ReturnType<typeof summarizeLoad>;
