import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { dropServicesModeStack } from '@sfl/runner';
import { benchKafka } from './bench-kafka';

const REPO_ROOT = join(__dirname, '..', '..');

/** Each subgraph of services mode and its port's variable; subgraph n listens on the gateway's port + n. */
const SUBGRAPH_PORTS = [
  ['users', 'USERS_PORT'],
  ['matches', 'MATCHES_PORT'],
  ['nft', 'NFT_PORT'],
  ['squads', 'SQUADS_PORT'],
  ['spl-rewards', 'SPL_REWARDS_PORT'],
  ['leagues', 'LEAGUES_PORT'],
  ['championships', 'CHAMPIONSHIPS_PORT'],
  ['notifications', 'NOTIFICATIONS_PORT'],
] as const;

/** Subgraph name → its /graphql URL, for a services-mode stack whose gateway listens on `port`. */
export function servicesModeSubgraphUrls(port: number): Record<string, string> {
  return Object.fromEntries(
    SUBGRAPH_PORTS.map(([name], n) => [name, `http://127.0.0.1:${port + 1 + n}/graphql`]),
  );
}

export interface ServicesModeOptions {
  /** the gateway's port; the subgraphs listen on the ports after it (port + n for service 400n) */
  port: number;
  /** DATABASE_PREFIX, which is also the stack's Redis key prefix and Kafka namespace */
  prefix?: string;
  /** more environment for every process (KAFKA_BROKERS, SIMULATOR_ENABLED, …) */
  env?: NodeJS.ProcessEnv;
}

/** Starts the product in services mode (real PostgreSQL and Redis) on the given ports; stops it by its PID. */
export interface ServicesModeStack {
  /** the runner's process id; each service runs in a child process of it */
  pid: number;
  /** where the gateway serves its metrics (Prometheus text at /metrics): after the subgraphs' ports */
  metricsPort: number;
  stop(): Promise<void>;
  /** Ends the runner at once (a benchmark out of time); its children stop with it. */
  kill(): void;
}

export async function startServicesMode(options: ServicesModeOptions): Promise<ServicesModeStack> {
  const { port } = options;
  const metricsPort = port + 1 + SUBGRAPH_PORTS.length;
  const health = () =>
    fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
  // Another product already answering there would pass for this one.
  if (await health()) throw new Error(`port ${port} is already in use`);
  const child: ChildProcess = spawn(
    process.execPath,
    [join(REPO_ROOT, 'infra', 'run', 'dist', 'services.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        ...Object.fromEntries(SUBGRAPH_PORTS.map(([, variable], n) => [variable, String(port + 1 + n)])),
        METRICS_PORT: String(metricsPort),
        DATABASE_PREFIX: options.prefix ?? 'sfl_bench',
        LOG_LEVEL: 'error',
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  // A machine busy with other work can take minutes to start eight services: BENCH_START_SECONDS.
  const startSeconds = Number(process.env.BENCH_START_SECONDS ?? 120);
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('services mode exited during start-up');
    if (await health()) break;
    if (Date.now() > deadline) {
      // Nobody holds the stack yet to stop it: stop it here, not leave it running.
      child.kill('SIGTERM');
      throw new Error(`services mode did not start within ${startSeconds} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    pid: child.pid!,
    metricsPort,
    kill: () => child.kill('SIGTERM'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface BenchStackOptions {
  /** in the stack's prefix: sfl_bench_<name>_<random> */
  name: string;
  port: number;
  postgresUrl: string;
  redisUrl: string;
  /** more environment for every process, over the bench's defaults (SIMULATOR_ENABLED, …) */
  env?: NodeJS.ProcessEnv;
}

/** The product as a bench drives it: services mode on PostgreSQL, Redis and Kafka. */
export interface BenchStack {
  product: ServicesModeStack;
  /** the stack's database prefix, Redis key prefix and Kafka namespace */
  prefix: string;
  brokers: string[];
  /** Stops the product, removes its databases, topics and keys, and stops a broker it started. */
  close(): Promise<void>;
}

/**
 * Starts the product for a bench on KAFKA_BROKERS, or on the project's local broker (started
 * here unless it runs already), with no simulated matches (the bench is the only source of play)
 * unless `env` turns them on.
 */
export async function startBenchStack(options: BenchStackOptions): Promise<BenchStack> {
  const kafka = await benchKafka();
  const { brokers } = kafka;
  const prefix = `sfl_bench_${options.name}_${randomBytes(3).toString('hex')}`;
  const product = await startServicesMode({
    port: options.port,
    prefix,
    env: {
      KAFKA_BROKERS: brokers.join(','),
      SIMULATOR_ENABLED: 'false',
      REGISTRATION_MAX_PER_ADDRESS: '1000',
      ...options.env,
    },
  }).catch(async (error: unknown) => {
    await kafka.release();
    throw error;
  });
  return {
    product,
    prefix,
    brokers,
    close: async () => {
      await product.stop();
      await dropServicesModeStack(prefix, { ...options, brokers });
      await kafka.release();
    },
  };
}
