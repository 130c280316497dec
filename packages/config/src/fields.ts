import { z } from 'zod';

// Reusable environment fields: env values are strings, these coerce and bound them.

export const portField = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

export const positiveIntField = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const booleanField = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');

export const secretField = () =>
  z.string({ error: 'is required' }).min(32, { error: 'must be at least 32 characters' });

export const postgresUrlField = () =>
  z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' });

export const redisUrlField = () => z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' });

export const logLevelField = () =>
  z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');

/**
 * Sets one stack apart from others on a shared Redis and Kafka (the services mode passes its
 * DATABASE_PREFIX): keys start "<name>:" and topics and consumer groups "<name>.". Unset: keys
 * start "sfl:" and topics keep their own names.
 */
export const stackNameField = () =>
  z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,40}$/, { error: 'must be lower case letters, digits and _' })
    .optional();

/**
 * How a server process stops on SIGTERM (docs/operations.md): readiness fails for SHUTDOWN_DRAIN_MS
 * while a load balancer takes it out (0: none in front), then it finishes what it has; past
 * SHUTDOWN_TIMEOUT_MS from the signal it exits anyway.
 */
export const shutdownConfigFields = {
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  SHUTDOWN_TIMEOUT_MS: positiveIntField(30_000),
};
