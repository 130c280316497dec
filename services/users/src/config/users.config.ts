import { suiNetworkConfigFields } from '@sfl/sui-chain';
import { z } from 'zod';
import { portField, positiveIntField, postgresUrlField } from '@sfl/config';
import { subgraphProcessConfigFields } from '@sfl/subgraph';

/** Environment of the users subgraph when it runs as its own process (services mode). */
export const usersConfigSchema = z.object({
  USERS_PORT: portField(4001),
  USERS_HOST: z.string().default('127.0.0.1'),
  USERS_DATABASE_URL: postgresUrlField(),
  ...subgraphProcessConfigFields,
  ...suiNetworkConfigFields,
  LOGIN_MAX_FAILURES_PER_USERNAME: positiveIntField(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveIntField(20),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveIntField(15),
});

export type UsersConfig = z.output<typeof usersConfigSchema>;

export interface LoginLimits {
  maxFailuresPerUsername: number;
  maxFailuresPerAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  maxFailuresPerUsername: 5,
  maxFailuresPerAddress: 20,
  windowMs: 15 * 60_000,
};

export function loginLimitsFrom(config: UsersConfig): LoginLimits {
  return {
    maxFailuresPerUsername: config.LOGIN_MAX_FAILURES_PER_USERNAME,
    maxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowMs: config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
  };
}
