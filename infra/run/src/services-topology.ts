import type { ServiceProcess } from './process-supervisor';
import { repoPath } from './repo-paths';
import { serviceDatabaseUrl, type ServicesConfig } from './services.config';

/** The subgraphs in start order (a producer before its consumers): name, environment prefix, database. */
export const SUBGRAPHS = [
  { name: 'users', env: 'USERS', database: 'users' },
  { name: 'matches', env: 'MATCHES', database: 'matches' },
  { name: 'nft', env: 'NFT', database: 'nft' },
  { name: 'squads', env: 'SQUADS', database: 'squads' },
  { name: 'spl-rewards', env: 'SPL_REWARDS', database: 'spl_rewards' },
  { name: 'leagues', env: 'LEAGUES', database: 'leagues' },
  { name: 'championships', env: 'CHAMPIONSHIPS', database: 'championships' },
  { name: 'notifications', env: 'NOTIFICATIONS', database: 'notifications' },
] as const;

export type SubgraphName = (typeof SUBGRAPHS)[number]['name'];

/** Where each process of a stack listens: one entry per replica. */
export interface StackPorts {
  gateways: { port: number; metricsPort: number }[];
  subgraphs: Record<SubgraphName, number[]>;
}

/** Every process of a stack: each subgraph's replicas (in start order), then the gateways. */
export interface StackProcesses {
  subgraphs: ServiceProcess[][];
  gateways: ServiceProcess[];
}

// Replica r of a subgraph listens 10·r above the subgraph's port (4001, 4011, …); gateway g on PORT + g.
const SUBGRAPH_REPLICA_STEP = 10;

/** The ports of `SUBGRAPH_REPLICAS` and `GATEWAY_REPLICAS` from the configured ports. */
export function configuredPorts(config: ServicesConfig): StackPorts {
  const replicas = (count: number, first: number, step: number) =>
    Array.from({ length: count }, (_, index) => first + index * step);
  const subgraphs = Object.fromEntries(
    SUBGRAPHS.map(({ name, env }) => [
      name,
      replicas(config.SUBGRAPH_REPLICAS, config[`${env}_PORT`], SUBGRAPH_REPLICA_STEP),
    ]),
  ) as Record<SubgraphName, number[]>;
  const metricsPorts = replicas(config.GATEWAY_REPLICAS, config.METRICS_PORT, 1);
  const gateways = replicas(config.GATEWAY_REPLICAS, config.PORT, 1).map((port, index) => ({
    port,
    metricsPort: metricsPorts[index]!,
  }));
  return { gateways, subgraphs };
}

/** Every port of a stack, to check before anything starts. */
export function allPorts(ports: StackPorts): number[] {
  return [
    ...ports.gateways.flatMap(({ port, metricsPort }) => [port, metricsPort]),
    ...Object.values(ports.subgraphs).flat(),
  ];
}

/**
 * The processes of a services-mode stack on `ports`. Every replica of a subgraph shares its
 * database and consumer groups; every gateway balances its calls over all of a subgraph's replicas
 * (those answering /ready), so one of them can stop and start again without failing a request.
 */
export function stackProcesses(
  config: ServicesConfig,
  kafkaBrokers: string,
  ports: StackPorts,
): StackProcesses {
  const shared = {
    INTERNAL_SECRET: config.INTERNAL_SECRET,
    REDIS_URL: config.REDIS_URL,
    KAFKA_BROKERS: kafkaBrokers,
    LOG_LEVEL: config.LOG_LEVEL,
    // Redis keys and Kafka topics apart from other stacks on the same servers, like the databases.
    STACK_NAME: config.DATABASE_PREFIX,
  };
  // SIMULATOR_*, WORLD_SEED, SUI_* and NFT_* pass through from this process's environment.
  const subgraphs = SUBGRAPHS.map(({ name, env, database }) =>
    ports.subgraphs[name].map((port, replica) => ({
      name: replicaName(name, replica),
      script: repoPath('services', name, 'dist', 'src', 'main.js'),
      env: {
        ...shared,
        [`${env}_PORT`]: String(port),
        [`${env}_DATABASE_URL`]: serviceDatabaseUrl(config, database),
      },
      readyUrl: `http://127.0.0.1:${port}/ready`,
    })),
  );
  const gateways = ports.gateways.map(({ port, metricsPort }, replica) => ({
    name: replicaName('gateway', replica),
    script: repoPath('gateway', 'dist', 'src', 'main.js'),
    env: {
      ...shared,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      FRONTEND_DIR: repoPath('frontend', 'dist'),
      ...Object.fromEntries(
        SUBGRAPHS.map(({ name, env }) => {
          const replicas = ports.subgraphs[name];
          // Every replica, gateway g's list starting at replica g: their first requests spread too.
          const urls = replicas.map(
            (_, r) => `http://127.0.0.1:${replicas[(replica + r) % replicas.length]}/graphql`,
          );
          return [`${env}_URL`, urls.join(',')];
        }),
      ),
    },
    readyUrl: `http://127.0.0.1:${port}/ready`,
  }));
  return { subgraphs, gateways };
}

// The first replica keeps the plain name, as with one replica.
function replicaName(name: string, replica: number): string {
  return replica === 0 ? name : `${name}-${replica + 1}`;
}
