import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const REPO_ROOT = join(__dirname, '..', '..');

export interface HiveGatewayOptions {
  port: number;
  subgraphUrls: Record<string, string>;
  internalSecret: string;
  /** the manager a request with this session cookie is signed as (see hive-gateway.ts) */
  signedIn: { cookie: string; userId: string };
}

export interface HiveGatewayProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts Hive Gateway (hive-gateway.ts) in a process of its own over the committed supergraph. */
export async function startHiveGateway(options: HiveGatewayOptions): Promise<HiveGatewayProcess> {
  const url = `http://127.0.0.1:${options.port}/graphql`;
  const answers = () =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    }).then(
      (res) => res.ok,
      () => false,
    );
  if (await answers()) throw new Error(`port ${options.port} is already in use`);
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'hive-gateway.js')], {
    env: {
      ...process.env,
      HIVE_PORT: String(options.port),
      SUPERGRAPH_PATH: join(REPO_ROOT, 'gateway', 'supergraph.graphql'),
      SUBGRAPH_URLS: JSON.stringify(options.subgraphUrls),
      INTERNAL_SECRET: options.internalSecret,
      BENCH_COOKIE: options.signedIn.cookie,
      BENCH_USER_ID: options.signedIn.userId,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      // A gateway that does not end on SIGTERM within 5 s is killed.
      const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 60_000;
  while (!(await answers())) {
    if (child.exitCode !== null) throw new Error('Hive Gateway exited during start-up');
    if (Date.now() > deadline) {
      await stop();
      throw new Error('Hive Gateway did not answer within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, pid: child.pid!, stop };
}
