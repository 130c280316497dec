import { portField, positiveIntField, postgresUrlField } from '@sfl/config';
import { ACHIEVEMENT_SPL_PER_GAMEWEEK_DEFAULT } from '@sfl/contracts';
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

/** The achievements' emission budget (docs/achievements.md), in the spl-rewards process and the embedded mode. */
export const achievementBudgetConfigFields = {
  /** achievement SPL paid to one manager in one gameweek; what is over waits for the next gameweek */
  ACHIEVEMENT_SPL_PER_GAMEWEEK: positiveIntField(ACHIEVEMENT_SPL_PER_GAMEWEEK_DEFAULT),
};

/** Environment of the spl-rewards subgraph when it runs as its own process (services mode). */
export const splRewardsConfigSchema = z.object({
  SPL_REWARDS_PORT: portField(4005),
  SPL_REWARDS_HOST: z.string().default('127.0.0.1'),
  SPL_REWARDS_DATABASE_URL: postgresUrlField(),
  ...subgraphProcessConfigFields,
  ...bonusVestingConfigFields,
  ...achievementBudgetConfigFields,
});

export type SplRewardsConfig = z.output<typeof splRewardsConfigSchema>;

/** Injection token of the achievement SPL one manager may be paid per gameweek. */
export const ACHIEVEMENT_SPL_PER_GAMEWEEK = Symbol('ACHIEVEMENT_SPL_PER_GAMEWEEK');

/** The documented default, for apps built without a configuration (tests, tools). */
export const DEFAULT_ACHIEVEMENT_SPL_PER_GAMEWEEK = ACHIEVEMENT_SPL_PER_GAMEWEEK_DEFAULT;
