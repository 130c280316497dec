import { portField, positiveIntField, postgresUrlField } from '@sfl/config';
import { type ActionQuota, subgraphProcessConfigFields } from '@sfl/subgraph';
import { z } from 'zod';

/** How often one manager may pre-register, and one operator create: championships process and embedded mode. */
export const championshipQuotasConfigFields = {
  CHAMPIONSHIP_PRE_REGISTRATIONS_PER_HOUR: positiveIntField(20),
  CHAMPIONSHIP_CREATES_PER_HOUR: positiveIntField(30),
};

type ChampionshipQuotasConfig = z.output<z.ZodObject<typeof championshipQuotasConfigFields>>;

export interface ChampionshipQuotas {
  /** pre-registrations (new or changed) per manager */
  preRegistrationQuota: ActionQuota;
  /** championships created per operator */
  createQuota: ActionQuota;
}

export function championshipQuotasFrom(config: ChampionshipQuotasConfig): ChampionshipQuotas {
  return {
    preRegistrationQuota: { limit: config.CHAMPIONSHIP_PRE_REGISTRATIONS_PER_HOUR, windowMs: 60 * 60_000 },
    createQuota: { limit: config.CHAMPIONSHIP_CREATES_PER_HOUR, windowMs: 60 * 60_000 },
  };
}

/** The documented defaults, for apps built without a configuration (tests, tools). */
export const DEFAULT_CHAMPIONSHIP_QUOTAS = championshipQuotasFrom(
  z.object(championshipQuotasConfigFields).parse({}),
);

/** Injection tokens of the quotas in force: `ActionQuota`. */
export const PRE_REGISTRATION_QUOTA = Symbol('PRE_REGISTRATION_QUOTA');
export const CHAMPIONSHIP_CREATE_QUOTA = Symbol('CHAMPIONSHIP_CREATE_QUOTA');

/** Environment of the championships subgraph when it runs as its own process (services mode). */
export const championshipsConfigSchema = z.object({
  CHAMPIONSHIPS_PORT: portField(4007),
  CHAMPIONSHIPS_HOST: z.string().default('127.0.0.1'),
  CHAMPIONSHIPS_DATABASE_URL: postgresUrlField(),
  /** how often registration deadlines are checked (they pass with time, not with an event) */
  CHAMPIONSHIP_DEADLINE_CHECK_SECONDS: positiveIntField(5),
  ...championshipQuotasConfigFields,
  ...subgraphProcessConfigFields,
});

export type ChampionshipsConfig = z.output<typeof championshipsConfigSchema>;
