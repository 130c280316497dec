import { portField, positiveIntField, postgresUrlField } from '@sfl/config';
import { type ActionQuota, subgraphProcessConfigFields } from '@sfl/subgraph';
import { z } from 'zod';

/** How often one manager may change his squad (save it, set a captain, dismiss a notice): squads process and embedded mode. */
export const squadChangeQuotaConfigFields = {
  SQUAD_CHANGES_PER_MINUTE: positiveIntField(30),
};

type SquadChangeQuotaConfig = z.output<z.ZodObject<typeof squadChangeQuotaConfigFields>>;

export function squadChangeQuotaFrom(config: SquadChangeQuotaConfig): ActionQuota {
  return { limit: config.SQUAD_CHANGES_PER_MINUTE, windowMs: 60_000 };
}

/** The documented default, for apps built without a configuration (tests, tools). */
export const DEFAULT_SQUAD_CHANGE_QUOTA = squadChangeQuotaFrom(
  z.object(squadChangeQuotaConfigFields).parse({}),
);

/** Injection token of the squad-change quota in force: `ActionQuota`. */
export const SQUAD_CHANGE_QUOTA = Symbol('SQUAD_CHANGE_QUOTA');

/** Environment of the squads subgraph when it runs as its own process (services mode). */
export const squadsConfigSchema = z.object({
  SQUADS_PORT: portField(4004),
  SQUADS_HOST: z.string().default('127.0.0.1'),
  SQUADS_DATABASE_URL: postgresUrlField(),
  ...squadChangeQuotaConfigFields,
  ...subgraphProcessConfigFields,
});

export type SquadsConfig = z.output<typeof squadsConfigSchema>;
