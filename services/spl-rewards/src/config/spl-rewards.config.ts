import { portField, positiveIntField, postgresUrlField } from '@sfl/config';
import {
  ACHIEVEMENT_SPL_PER_GAMEWEEK_DEFAULT,
  ACHIEVEMENTS,
  BONUS_SPL_PER_GAMEWEEK_GLOBAL_DEFAULT,
} from '@sfl/contracts';
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

// A global budget below the largest reward could never pay that reward: it would wait for ever.
const LARGEST_REWARD = Math.max(...ACHIEVEMENTS.map((definition) => definition.reward.tokens));

/**
 * The emission budgets of bonus SPL (docs/achievements.md and docs/ledger.md, Emission budget), in
 * the spl-rewards process and the embedded mode.
 */
export const achievementBudgetConfigFields = {
  /** achievement SPL paid to one manager in one gameweek; what is over waits for the next gameweek */
  ACHIEVEMENT_SPL_PER_GAMEWEEK: positiveIntField(ACHIEVEMENT_SPL_PER_GAMEWEEK_DEFAULT),
  /** bonus SPL the ledger issues to all managers together in one gameweek; what is over waits */
  BONUS_SPL_PER_GAMEWEEK_GLOBAL: z.coerce
    .number()
    .int()
    .min(LARGEST_REWARD)
    .default(BONUS_SPL_PER_GAMEWEEK_GLOBAL_DEFAULT),
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

/** Injection token of the bonus SPL the ledger issues to all managers together per gameweek. */
export const BONUS_SPL_PER_GAMEWEEK_GLOBAL = Symbol('BONUS_SPL_PER_GAMEWEEK_GLOBAL');

/** The documented default, for apps built without a configuration (tests, tools). */
export const DEFAULT_BONUS_SPL_PER_GAMEWEEK_GLOBAL = BONUS_SPL_PER_GAMEWEEK_GLOBAL_DEFAULT;
