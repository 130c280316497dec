import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createLogger } from '@sfl/logging';
import { Client } from 'pg';
import { ProcessSupervisor, type ServiceProcess } from '../../src/process-supervisor';
import { serviceDatabaseUrl, type ServicesConfig, servicesConfigSchema } from '../../src/services.config';
import { dropServicesModeStack } from '../../src/services-stack-cleanup';
import { SUBGRAPHS, type StackPorts, stackProcesses, type SubgraphName } from '../../src/services-topology';
import { freePort } from '../free-port';

// The product's operator command that gives a user a role.
const GRANT_ROLE_SCRIPT = join(__dirname, '../../../../services/users/dist/scripts/grant-role.js');

/** The real servers of the services stage, or null when this run has none (the embedded stage). */
export function realServers(): { postgresUrl: string; redisUrl: string; brokers: string } | null {
  const { TEST_DATABASE_URL, TEST_REDIS_URL, TEST_KAFKA_BROKERS } = process.env;
  if (!TEST_DATABASE_URL || !TEST_REDIS_URL || !TEST_KAFKA_BROKERS) return null;
  return { postgresUrl: TEST_DATABASE_URL, redisUrl: TEST_REDIS_URL, brokers: TEST_KAFKA_BROKERS };
}

export interface ScaleStackOptions {
  gateways: number;
  /** processes of every subgraph */
  subgraphReplicas: number;
  /** more environment for every process (the simulator's pace, limits) */
  env: Record<string, string>;
}

/**
 * The services mode's own topology (services-topology) with several gateways and several
 * processes of every subgraph, started by the runner's supervisor on free ports, under a stack
 * name of its own on the real PostgreSQL, Redis and Kafka; `close` stops it and removes its
 * databases, topics, groups and keys.
 */
export class ScaleStack {
  private readonly clients = new Map<SubgraphName, Client>();

  private constructor(
    private readonly config: ServicesConfig,
    private readonly supervisor: ProcessSupervisor,
    readonly ports: StackPorts,
    /** The processes that stopped by themselves (the test fails on any). */
    readonly crashed: string[],
  ) {}

  static async start(options: ScaleStackOptions): Promise<ScaleStack> {
    const servers = realServers();
    if (!servers)
      throw new Error('the scale stack needs TEST_DATABASE_URL, TEST_REDIS_URL and TEST_KAFKA_BROKERS');
    const config = servicesConfigSchema.parse({
      POSTGRES_URL: servers.postgresUrl,
      REDIS_URL: servers.redisUrl,
      KAFKA_BROKERS: servers.brokers,
      DATABASE_PREFIX: `sfl_test_scale_${randomBytes(3).toString('hex')}`,
      LOG_LEVEL: 'error',
    });
    const ports = await freePorts(options);
    const logger = createLogger({ service: 'scale-test', level: 'error' });
    const crashed: string[] = [];
    const supervisor = new ProcessSupervisor(logger, {
      onUnexpectedExit: (name) => crashed.push(name),
      // 14 processes starting at once on 2 cores shared with the rest of the run.
      readyTimeoutMs: 180_000,
    });
    const stack = new ScaleStack(config, supervisor, ports, crashed);
    try {
      const withEnv = (service: ServiceProcess) => ({
        ...service,
        // The test's own Node options (vm modules) are not the services'.
        env: { ...service.env, NODE_OPTIONS: '', ...options.env },
      });
      const { subgraphs, gateways } = stackProcesses(config, servers.brokers, ports);
      // Every subgraph process at once, as compose starts the gateways once the subgraphs are healthy.
      await supervisor.startTogether(subgraphs.flat().map(withEnv));
      await supervisor.startTogether(gateways.map(withEnv));
      return stack;
    } catch (error) {
      await stack.close();
      throw error;
    }
  }

  /** Each gateway's base URL. */
  get gatewayUrls(): string[] {
    return this.ports.gateways.map(({ port }) => `http://127.0.0.1:${port}`);
  }

  /** A query on a subgraph's database (the one its replicas share). */
  async query<T>(subgraph: SubgraphName, sql: string, parameters: unknown[] = []): Promise<T[]> {
    let client = this.clients.get(subgraph);
    if (!client) {
      const { database } = SUBGRAPHS.find(({ name }) => name === subgraph)!;
      client = new Client({ connectionString: serviceDatabaseUrl(this.config, database) });
      await client.connect();
      this.clients.set(subgraph, client);
    }
    return (await client.query(sql, parameters)).rows as T[];
  }

  /** Gives a user a role with the product's operator command: it takes effect at their next login. */
  async grantRole(username: string, role: string): Promise<void> {
    const { database } = SUBGRAPHS.find(({ name }) => name === 'users')!;
    await promisify(execFile)(process.execPath, [GRANT_ROLE_SCRIPT, username, role], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        USERS_DATABASE_URL: serviceDatabaseUrl(this.config, database),
      },
    });
  }

  async close(): Promise<void> {
    for (const client of this.clients.values()) await client.end();
    await this.supervisor.stop();
    await dropServicesModeStack(this.config.DATABASE_PREFIX, {
      postgresUrl: this.config.POSTGRES_URL,
      redisUrl: this.config.REDIS_URL,
      brokers: this.config.KAFKA_BROKERS!.split(','),
    });
  }
}

async function freePorts({ gateways, subgraphReplicas }: ScaleStackOptions): Promise<StackPorts> {
  const found = new Set<number>();
  while (found.size < 2 * gateways + SUBGRAPHS.length * subgraphReplicas) found.add(await freePort());
  const ports = [...found];
  const take = (count: number) => ports.splice(0, count);
  const [gatewayPorts, metricsPorts] = [take(gateways), take(gateways)];
  return {
    gateways: gatewayPorts.map((port, index) => ({ port, metricsPort: metricsPorts[index]! })),
    subgraphs: Object.fromEntries(SUBGRAPHS.map(({ name }) => [name, take(subgraphReplicas)])) as Record<
      SubgraphName,
      number[]
    >,
  };
}
