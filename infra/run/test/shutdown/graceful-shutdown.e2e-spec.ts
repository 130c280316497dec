import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { TEST_INTERNAL_SECRET, until } from '@sfl/testing';
import { repoPath } from '../../src/repo-paths';
import { serviceDatabaseUrl, servicesConfigSchema } from '../../src/services.config';
import { dropServicesModeStack } from '../../src/services-stack-cleanup';
import { SUBGRAPHS } from '../../src/services-topology';
import { freePort } from '../free-port';
import { realServers } from '../scale/scale-stack';

// A server process told to stop (SIGTERM) fails /ready at once while it goes on serving for
// SHUTDOWN_DRAIN_MS (a load balancer takes it out meanwhile), then takes no new connection, answers the
// request it has in hand and closes that connection (kept alive, it would hold the stop 65 s), stops its
// parts and exits 0 well within SHUTDOWN_TIMEOUT_MS.
const servers = realServers();
const describeOnRealServers = servers ? describe : describe.skip;

const DRAIN_MS = 5_000;
// Far above a stop's own time, so a stop held up by a kept-alive connection (65 s) fails the test.
const TIMEOUT_MS = 25_000;

interface RunningProcess {
  baseUrl: string;
  child: ChildProcess;
  logs: { msg: string }[];
  exited: Promise<number | null>;
}

describeOnRealServers('a server process stopping gracefully', () => {
  const prefix = `sfl_test_stop_${randomBytes(3).toString('hex')}`;
  const config = servicesConfigSchema.parse({
    POSTGRES_URL: servers?.postgresUrl,
    REDIS_URL: servers?.redisUrl,
    KAFKA_BROKERS: servers?.brokers,
    DATABASE_PREFIX: prefix,
  });
  const started: ChildProcess[] = [];

  async function start(script: string, env: Record<string, string>): Promise<RunningProcess> {
    const logs: { msg: string }[] = [];
    // kafkajs sets a negative timer on Node 24: harmless, silenced as in the test command.
    const child = spawn(process.execPath, ['--disable-warning=TimeoutNegativeWarning', script], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        REDIS_URL: config.REDIS_URL,
        KAFKA_BROKERS: servers!.brokers,
        INTERNAL_SECRET: TEST_INTERNAL_SECRET,
        STACK_NAME: prefix,
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    started.push(child);
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (buffered + chunk.toString('utf8')).split('\n');
      buffered = lines.pop()!;
      for (const line of lines) if (line.startsWith('{')) logs.push(JSON.parse(line) as { msg: string });
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const baseUrl = `http://127.0.0.1:${env.PORT ?? env.USERS_PORT}`;
    await until('ready', async () => (await statusOf(`${baseUrl}/ready`)) === 200, 60_000);
    return { baseUrl, child, logs, exited };
  }

  async function statusOf(url: string) {
    return (await fetch(url).catch(() => undefined))?.status;
  }

  afterAll(async () => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    await dropServicesModeStack(prefix, {
      postgresUrl: config.POSTGRES_URL,
      redisUrl: config.REDIS_URL,
      brokers: servers!.brokers.split(','),
    });
  });

  async function stopsGracefully(server: RunningProcess) {
    const inHand = await startRequest(server.baseUrl);

    server.child.kill('SIGTERM');

    await until('not ready', async () => (await statusOf(`${server.baseUrl}/ready`)) === 503);
    const readiness = (await (await fetch(`${server.baseUrl}/ready`)).json()) as {
      checks: Record<string, string>;
    };
    expect(readiness.checks.shutdown).toBe('shutting down');
    expect(await statusOf(`${server.baseUrl}/health`)).toBe(200);
    await until('no new connections', async () => (await statusOf(`${server.baseUrl}/health`)) === undefined);
    expect(await inHand.finish()).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(await server.exited).toBe(0);
    expect(server.logs.map(({ msg }) => msg)).toEqual(
      expect.arrayContaining(['Shutting down: not ready from now on', 'Stopped']),
    );
  }

  /**
   * A GraphQL POST on a kept-alive connection, its body held back: in the server's hands until
   * `finish` sends the rest and answers the response's status line.
   */
  async function startRequest(baseUrl: string): Promise<{ finish(): Promise<string> }> {
    const { hostname, port } = new URL(baseUrl);
    const body = JSON.stringify({ query: '{ __typename }' });
    const socket: Socket = connect(Number(port), hostname);
    await new Promise((connected) => socket.once('connect', connected));
    socket.write(
      `POST /graphql HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 1)}`,
    );
    return {
      finish: () =>
        new Promise((answered, failed) => {
          socket.once('data', (chunk: Buffer) => answered(chunk.toString('utf8').split('\r\n')[0]!));
          socket.once('error', failed);
          socket.write(body.slice(1));
        }),
    };
  }

  it('should drain and exit 0: a subgraph (users), its consumers and relay stopped', async () => {
    const users = SUBGRAPHS.find(({ name }) => name === 'users')!;
    await stopsGracefully(
      await start(repoPath('services', 'users', 'dist', 'src', 'main.js'), {
        USERS_PORT: String(await freePort()),
        USERS_DATABASE_URL: serviceDatabaseUrl(config, users.database),
      }),
    );
  });

  it('should drain and exit 0: a gateway, its live sockets and listeners stopped', async () => {
    const unreachable = 'http://127.0.0.1:9/graphql';
    const gateway = await start(repoPath('gateway', 'dist', 'src', 'main.js'), {
      PORT: String(await freePort()),
      METRICS_PORT: '0',
      ...Object.fromEntries(SUBGRAPHS.map(({ env }) => [`${env}_URL`, unreachable])),
    });
    // Its clients' idle connections are kept longer than they keep them, so it never closes one under a
    // request; a stop closes them instead of waiting.
    const health = await fetch(`${gateway.baseUrl}/health`);
    await health.text();
    expect(health.headers.get('keep-alive')).toBe('timeout=65');
    await stopsGracefully(gateway);
  });
});
