import { suiNetworkConfigFields } from '@sfl/sui-chain';
import { z } from 'zod';
import { portField, positiveIntField, postgresUrlField } from '@sfl/config';
import { type ActionQuota, subgraphProcessConfigFields } from '@sfl/subgraph';

/** The limits that keep sign-in and registration floods in check (users process and embedded mode). */
export const accountLimitsConfigFields = {
  LOGIN_MAX_FAILURES_PER_USERNAME: positiveIntField(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveIntField(20),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveIntField(15),
  REGISTRATION_MAX_PER_ADDRESS: positiveIntField(20),
  REGISTRATION_WINDOW_MINUTES: positiveIntField(60),
  PASSWORD_HASH_CONCURRENCY: positiveIntField(4),
  PASSWORD_HASH_QUEUE_LIMIT: positiveIntField(64),
  WALLET_LINK_REQUESTS_PER_HOUR: positiveIntField(20),
  LOGOUT_EVERYWHERE_PER_HOUR: positiveIntField(10),
};

export const DEFAULT_APP_DOMAIN = 'localhost:3000';

/** The host users reach the product at, as browsers show it: a name or IPv4, optionally :port. */
export const appDomainField = () =>
  z
    .string()
    .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?$/i, {
      error: 'must be a host name with an optional port, e.g. fantasy.example.com or localhost:3000',
    })
    .default(DEFAULT_APP_DOMAIN);

/** Environment of the users subgraph when it runs as its own process (services mode). */
export const usersConfigSchema = z.object({
  USERS_PORT: portField(4001),
  USERS_HOST: z.string().default('127.0.0.1'),
  USERS_DATABASE_URL: postgresUrlField(),
  ...subgraphProcessConfigFields,
  ...suiNetworkConfigFields,
  ...accountLimitsConfigFields,
  APP_DOMAIN: appDomainField(),
});

export type UsersConfig = z.output<typeof usersConfigSchema>;

// Injection tokens of the limits in force.
export const LOGIN_LIMITS = Symbol('LOGIN_LIMITS');
export const REGISTRATION_LIMITS = Symbol('REGISTRATION_LIMITS');
export const PASSWORD_HASH_LIMITS = Symbol('PASSWORD_HASH_LIMITS');
export const WALLET_LINK_QUOTA = Symbol('WALLET_LINK_QUOTA');
export const LOGOUT_EVERYWHERE_QUOTA = Symbol('LOGOUT_EVERYWHERE_QUOTA');
/** The host (and port) users reach the product at, named in every wallet-link message. */
export const APP_DOMAIN = Symbol('APP_DOMAIN');

export interface LoginLimits {
  maxFailuresPerUsername: number;
  maxFailuresPerAddress: number;
  windowMs: number;
}

export interface RegistrationLimits {
  maxPerAddress: number;
  windowMs: number;
}

/** argon2 runs at most `concurrency` at once, with at most `queueLimit` more waiting. */
export interface PasswordHashLimits {
  concurrency: number;
  queueLimit: number;
}

export interface AccountLimits {
  loginLimits: LoginLimits;
  registrationLimits: RegistrationLimits;
  passwordHashLimits: PasswordHashLimits;
  /** wallet-link challenges requested and wallets unlinked, per user (each unlink is an event) */
  walletLinkQuota: ActionQuota;
  /** "log out everywhere" per user (each is an event every gateway acts on) */
  logoutEverywhereQuota: ActionQuota;
}

type AccountLimitsConfig = z.output<z.ZodObject<typeof accountLimitsConfigFields>>;

export function accountLimitsFrom(config: AccountLimitsConfig): AccountLimits {
  return {
    loginLimits: {
      maxFailuresPerUsername: config.LOGIN_MAX_FAILURES_PER_USERNAME,
      maxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    },
    registrationLimits: {
      maxPerAddress: config.REGISTRATION_MAX_PER_ADDRESS,
      windowMs: config.REGISTRATION_WINDOW_MINUTES * 60_000,
    },
    passwordHashLimits: {
      concurrency: config.PASSWORD_HASH_CONCURRENCY,
      queueLimit: config.PASSWORD_HASH_QUEUE_LIMIT,
    },
    walletLinkQuota: { limit: config.WALLET_LINK_REQUESTS_PER_HOUR, windowMs: 60 * 60_000 },
    logoutEverywhereQuota: { limit: config.LOGOUT_EVERYWHERE_PER_HOUR, windowMs: 60 * 60_000 },
  };
}

/** The documented defaults, for apps built without a configuration (tests, tools). */
export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = accountLimitsFrom(
  z.object(accountLimitsConfigFields).parse({}),
);
