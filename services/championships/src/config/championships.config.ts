import { portField, positiveIntField, postgresUrlField } from '@sfl/config';
import { type ActionQuota, subgraphProcessConfigFields } from '@sfl/subgraph';
import { z } from 'zod';

/** How often one manager may pre-register (or change a pre-registration): championships process and embedded mode. */
export const preRegistrationQuotaConfigFields = {
  CHAMPIONSHIP_PRE_REGISTRATIONS_PER_HOUR: positiveIntField(20),
};

type PreRegistrationQuotaConfig = z.output<z.ZodObject<typeof preRegistrationQuotaConfigFields>>;

export function preRegistrationQuotaFrom(config: PreRegistrationQuotaConfig): ActionQuota {
  return { limit: config.CHAMPIONSHIP_PRE_REGISTRATIONS_PER_HOUR, windowMs: 60 * 60_000 };
}

/** The documented default, for apps built without a configuration (tests, tools). */
export const DEFAULT_PRE_REGISTRATION_QUOTA = preRegistrationQuotaFrom(
  z.object(preRegistrationQuotaConfigFields).parse({}),
);

/** Injection token of the pre-registration quota in force: `ActionQuota`. */
export const PRE_REGISTRATION_QUOTA = Symbol('PRE_REGISTRATION_QUOTA');

/** Environment of the championships subgraph when it runs as its own process (services mode). */
export const championshipsConfigSchema = z.object({
  CHAMPIONSHIPS_PORT: portField(4007),
  CHAMPIONSHIPS_HOST: z.string().default('127.0.0.1'),
  CHAMPIONSHIPS_DATABASE_URL: postgresUrlField(),
  /** how often registration deadlines are checked (they pass with time, not with an event) */
  CHAMPIONSHIP_DEADLINE_CHECK_SECONDS: positiveIntField(5),
  ...preRegistrationQuotaConfigFields,
  ...subgraphProcessConfigFields,
});

export type ChampionshipsConfig = z.output<typeof championshipsConfigSchema>;
