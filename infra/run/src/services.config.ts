import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { booleanField, logLevelField, portField, postgresUrlField, redisUrlField } from '@sfl/config';

/** Services mode: one process per service on this machine's PostgreSQL and Redis. */
export const servicesConfigSchema = z.object({
  PORT: portField(3000),
  USERS_PORT: portField(4001),
  MATCHES_PORT: portField(4002),
  NFT_PORT: portField(4003),
  SQUADS_PORT: portField(4004),
  SPL_REWARDS_PORT: portField(4005),
  LEAGUES_PORT: portField(4006),
  CHAMPIONSHIPS_PORT: portField(4007),
  NOTIFICATIONS_PORT: portField(4008),
  /** Server to create the per-service databases on; the database named in the URL is only used to connect. */
  POSTGRES_URL: postgresUrlField().default('postgres://postgres@127.0.0.1:5432/postgres'),
  DATABASE_PREFIX: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,40}$/)
    .default('sfl'),
  REDIS_URL: redisUrlField().default('redis://127.0.0.1:6379'),
  /** a running broker to use; when unset, the project's own local broker is started (and stopped) */
  KAFKA_BROKERS: z.string().min(1).optional(),
  // Shared by the gateway and the subgraphs of this run only.
  INTERNAL_SECRET: z
    .string()
    .min(32)
    .default(() => randomBytes(32).toString('base64url')),
  LOG_LEVEL: logLevelField(),
  /** the gateway's GET /metrics, the next ports for more gateways (each subgraph serves its own on its port) */
  METRICS_PORT: portField(9464),
  /** gateway processes, on PORT, PORT + 1, … (their metrics on METRICS_PORT, METRICS_PORT + 1, …) */
  GATEWAY_REPLICAS: z.coerce.number().int().min(1).max(8).default(1),
  /** processes of each subgraph on one database and consumer group: replica r listens 10·r above its port */
  SUBGRAPH_REPLICAS: z.coerce.number().int().min(1).max(4).default(1),
  /** start a service that stopped by itself again, instead of stopping the whole stack (a fault bench kills one) */
  RESTART_CRASHED: booleanField(false),
});

export type ServicesConfig = z.output<typeof servicesConfigSchema>;

export function serviceDatabaseUrl(config: ServicesConfig, service: string): string {
  const url = new URL(config.POSTGRES_URL);
  url.pathname = `/${config.DATABASE_PREFIX}_${service}`;
  return url.toString();
}
