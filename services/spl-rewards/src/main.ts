import { runSubgraphProcess } from '@sfl/subgraph';
import { splRewardsConfigSchema } from './config/spl-rewards.config';
import { createSplRewardsApp, startLeaguesConsumers } from './create-spl-rewards-app';

void runSubgraphProcess({
  service: 'spl-rewards',
  schema: splRewardsConfigSchema,
  endpoint: (config) => ({
    port: config.SPL_REWARDS_PORT,
    host: config.SPL_REWARDS_HOST,
    databaseUrl: config.SPL_REWARDS_DATABASE_URL,
  }),
  createApp: async (dependencies, config) => {
    const app = await createSplRewardsApp({
      ...dependencies,
      vestingGameweeks: config.VESTING_GAMEWEEKS,
      achievementSplPerGameweek: config.ACHIEVEMENT_SPL_PER_GAMEWEEK,
      bonusSplPerGameweekGlobal: config.BONUS_SPL_PER_GAMEWEEK_GLOBAL,
    });
    await startLeaguesConsumers(app, dependencies.eventBus);
    return app;
  },
});
