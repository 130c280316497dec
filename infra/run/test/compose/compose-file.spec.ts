import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { repoPath } from '../../src/repo-paths';
import { SUBGRAPHS } from '../../src/services-topology';

// Docker does not run here: the compose file operators use is checked for what `--scale` and the
// README rely on, as the compose CLI would read it (YAML merge keys resolved).

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string | number>;
  ports?: string[];
  container_name?: string;
  restart?: string;
  healthcheck?: { test: string[] };
  deploy?: { resources?: { limits?: { cpus?: string; memory?: string } } };
  logging?: { driver?: string; options?: Record<string, string> };
  stop_grace_period?: string;
  depends_on?: Record<string, { condition?: string }>;
}

const composeText = readFileSync(repoPath('docker-compose.yml'), 'utf8');
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = compose.services;
const read = (...path: string[]) => readFileSync(repoPath(...path), 'utf8');
const SUBGRAPH_PORTS = Object.fromEntries(SUBGRAPHS.map(({ name }, index) => [name, 4001 + index]));
const APP_PORTS: Record<string, number> = { ...SUBGRAPH_PORTS, gateway: 3000 };

describe('docker-compose.yml', () => {
  it('should run every subgraph, the gateway, its load balancer and the servers they need', () => {
    expect(Object.keys(services).sort()).toEqual(
      [...Object.keys(APP_PORTS), 'lb', 'postgres', 'redis', 'kafka', 'prometheus'].sort(),
    );
  });

  it.each(Object.keys(APP_PORTS))('should check %s is ready on its own port', (name) => {
    const service = services[name]!;
    const port = APP_PORTS[name]!;
    expect(service.healthcheck?.test.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    expect(service.healthcheck?.test[3]).toContain(`fetch('http://127.0.0.1:${port}/ready')`);
    const portVariable = name === 'gateway' ? 'PORT' : `${envOf(name)}_PORT`;
    expect(service.environment?.[portVariable]).toBe(String(port));
  });

  it('should give every container a health check, a restart policy, cpu and memory limits and a rotated log', () => {
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.healthcheck?.test.length]).toEqual([name, expect.any(Number)]);
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
      expect([name, service.deploy?.resources?.limits]).toEqual([
        name,
        { cpus: expect.stringMatching(/^\d+(\.\d+)?$/), memory: expect.stringMatching(/^\d+[MG]$/) },
      ]);
      expect([name, service.logging]).toEqual([
        name,
        {
          driver: 'json-file',
          options: { 'max-size': expect.stringMatching(/^\d+m$/), 'max-file': expect.any(String) },
        },
      ]);
    }
  });

  it('should wait for what each container needs by condition, never just for it to start', () => {
    for (const [name, service] of Object.entries(services))
      for (const [needed, { condition }] of Object.entries(service.depends_on ?? {}))
        expect([name, needed, condition]).toEqual([name, needed, 'service_healthy']);
    for (const name of Object.keys(APP_PORTS))
      expect(Object.keys(services[name]!.depends_on ?? {})).toEqual(
        expect.arrayContaining(['postgres', 'redis', 'kafka']),
      );
    expect(Object.keys(services.gateway!.depends_on!)).toEqual(
      expect.arrayContaining(Object.keys(SUBGRAPH_PORTS)),
    );
    expect(Object.keys(services.lb!.depends_on!)).toEqual(['gateway']);
  });

  it('should let any app service run several replicas: no host port, no fixed container name', () => {
    for (const name of Object.keys(APP_PORTS)) {
      expect([name, services[name]!.ports]).toEqual([name, undefined]);
      expect([name, services[name]!.container_name]).toEqual([name, undefined]);
    }
    expect(services.lb!.ports).toEqual(['${APP_PORT:-3000}:8080']);
  });

  it('should point the gateway at each subgraph by its compose name, and each subgraph at its own database as its own role', () => {
    const initScript = read('infra', 'postgres', 'init-databases.sh');
    for (const { name, env, database } of SUBGRAPHS) {
      expect(services.gateway!.environment![`${env}_URL`]).toBe(
        `http://${name}:${SUBGRAPH_PORTS[name]}/graphql`,
      );
      expect(services[name]!.environment![`${env}_DATABASE_URL`]).toBe(
        `postgres://sfl_${database}:\${${env}_DB_PASSWORD}@postgres:5432/sfl_${database}`,
      );
      expect(initScript).toContain(`create_service_database "\${prefix}_${database}" "$${env}_DB_PASSWORD"`);
      expect(services.postgres!.environment![`${env}_DB_PASSWORD`]).toMatch(
        new RegExp(`^\\$\\{${env}_DB_PASSWORD:\\?.+\\}$`),
      );
      expect(services[name]!.command).toEqual(['node', `services/${name}/dist/src/main.js`]);
    }
    expect(services.gateway!.environment!.TRUST_PROXY).toBe('${TRUST_PROXY:-uniquelocal}');
  });

  it('should run Kafka in KRaft mode, without ZooKeeper', () => {
    const kafka = services.kafka!.environment!;
    expect(kafka.KAFKA_PROCESS_ROLES).toBe('broker,controller');
    expect(Object.keys(kafka).filter((key) => key.includes('ZOOKEEPER'))).toEqual([]);
  });

  it("should give each service's role a database of its own that no other role may reach, and ask a password of every role", () => {
    const initScript = read('infra', 'postgres', 'init-databases.sh');
    expect(initScript).toMatch(/CREATE ROLE :"database" LOGIN PASSWORD :'password';/);
    expect(initScript).toMatch(/CREATE DATABASE :"database" OWNER :"database";/);
    expect(initScript).toMatch(/REVOKE ALL ON DATABASE :"database" FROM PUBLIC;/);
    const postgres = services.postgres!;
    expect(postgres.environment!.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?.+\}$/);
    expect(postgres.environment!.POSTGRES_HOST_AUTH_METHOD).toBeUndefined();
    expect(composeText).not.toMatch(/postgres:\/\/postgres@/);
  });

  it('should let every app process drain and stop before Docker kills it', () => {
    const seconds = (value: string) => Number(/^(\d+)s$/.exec(value)![1]);
    for (const name of Object.keys(APP_PORTS)) {
      const { environment, stop_grace_period: grace } = services[name]!;
      expect([name, environment?.SHUTDOWN_DRAIN_MS]).toEqual([name, '${SHUTDOWN_DRAIN_MS:-5000}']);
      expect([name, environment?.SHUTDOWN_TIMEOUT_MS]).toEqual([name, '${SHUTDOWN_TIMEOUT_MS:-30000}']);
      expect([name, seconds(grace!)]).toEqual([name, expect.any(Number)]);
      expect(seconds(grace!)).toBeGreaterThan((5_000 + 30_000) / 1000);
    }
  });

  it('should pin every image it pulls to an exact release', () => {
    // PostgreSQL's releases are major.minor; the others' major.minor.patch.
    for (const [name, service] of Object.entries(services))
      if (service.image)
        expect([name, service.image]).toEqual([
          name,
          expect.stringMatching(name === 'postgres' ? /:\d+\.\d+$/ : /:v?\d+\.\d+\.\d+(-[a-z]+)?$/),
        ]);
    expect(read('infra', 'compose', 'Dockerfile')).not.toMatch(/^FROM (?!.*:\d+\.\d+\.\d+)/m);
  });

  it('should document every setting it reads in .env.example, the required ones left blank', () => {
    const template = read('.env.example');
    const settings = new Map<string, boolean>();
    for (const [, variable, required] of composeText.matchAll(/\$\{(\w+)(:\?)?/g))
      settings.set(variable!, (settings.get(variable!) ?? false) || required !== undefined);
    expect(settings.size).toBeGreaterThan(0);
    for (const [variable, required] of settings)
      expect([variable, template.match(new RegExp(`^${variable}=(.*)$`, 'm'))?.[1]]).toEqual([
        variable,
        required ? '' : expect.any(String),
      ]);
    expect(read('.dockerignore').split('\n')).toContain('.env');
  });
});

describe('the load balancer (infra/compose/haproxy.cfg)', () => {
  const config = read('infra', 'compose', 'haproxy.cfg');

  it('should find every gateway replica through compose DNS and send traffic only to ready ones', () => {
    expect(config).toMatch(/nameserver dns 127\.0\.0\.11:53/);
    expect(config).toMatch(/server-template gateway \d+ gateway:3000 check/);
    expect(config).toMatch(/default-server .*resolvers docker/);
    expect(config).toMatch(/option httpchk GET \/ready/);
  });

  it('should tell the gateways the client address and keep live-update sockets open', () => {
    expect(config).toMatch(/option forwardfor/);
    expect(config).toMatch(/mode http/);
    expect(config).toMatch(/timeout tunnel \d+h/);
  });
});

describe('Prometheus (infra/compose/prometheus.yml)', () => {
  const prometheus = parse(read('infra', 'compose', 'prometheus.yml'), { merge: true }) as {
    scrape_configs: { job_name: string; dns_sd_configs: { names: string[]; type: string; port: number }[] }[];
  };

  it('should scrape every replica of every process, found through compose DNS', () => {
    const targets = prometheus.scrape_configs.flatMap(({ dns_sd_configs }) =>
      dns_sd_configs.map(({ names, type, port }) => ({ names, type, port })),
    );
    expect(targets).toEqual(
      expect.arrayContaining([
        { names: ['gateway'], type: 'A', port: 9464 },
        ...SUBGRAPHS.map(({ name }) => ({ names: [name], type: 'A', port: SUBGRAPH_PORTS[name] })),
      ]),
    );
    expect(targets).toHaveLength(SUBGRAPHS.length + 1);
  });
});

function envOf(name: string): string {
  return SUBGRAPHS.find((subgraph) => subgraph.name === name)!.env;
}
