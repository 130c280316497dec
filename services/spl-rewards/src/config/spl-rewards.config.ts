import { portField, postgresUrlField } from '@sfl/config';
import { subgraphProcessConfigFields } from '@sfl/subgraph';
import { z } from 'zod';

/** Bonus SPL vesting (docs/ledger.md, Bonus SPL): in the spl-rewards process and the embedded mode. */
export const bonusVestingConfigFields = {
  /** finished gameweeks a manager plays before all his bonus SPL may pay other managers; 0: at once */
  VESTING_GAMEWEEKS: z.coerce.number().int().min(0).default(2),
};

/** Injection token of VESTING_GAMEWEEKS in force. */
export const VESTING_GAMEWEEKS = Symbol('VESTING_GAMEWEEKS');

/** The documented default, for apps built without a configuration (tests, tools). */
export const DEFAULT_VESTING_GAMEWEEKS: number = z
  .object(bonusVestingConfigFields)
  .parse({}).VESTING_GAMEWEEKS;

/** Environment of the spl-rewards subgraph when it runs as its own process (services mode). */
export const splRewardsConfigSchema = z.object({
  SPL_REWARDS_PORT: portField(4005),
  SPL_REWARDS_HOST: z.string().default('127.0.0.1'),
  SPL_REWARDS_DATABASE_URL: postgresUrlField(),
  ...subgraphProcessConfigFields,
  ...bonusVestingConfigFields,
});

export type SplRewardsConfig = z.output<typeof splRewardsConfigSchema>;
