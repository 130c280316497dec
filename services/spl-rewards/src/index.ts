export { createSplRewardsApp, startLeaguesConsumers } from './create-spl-rewards-app';
export type { SplRewardsAppOptions } from './spl-rewards-app.module';
export {
  bonusVestingConfigFields,
  achievementBudgetConfigFields,
  splRewardsConfigSchema,
  type SplRewardsConfig,
} from './config/spl-rewards.config';
export { splRewardsMigrations } from './database/migrations';
export { LedgerService } from './ledger/ledger.service';
export { LedgerModule } from './ledger/ledger.module';
export { LedgerRepository } from './ledger/ledger.repository';
export * from './ledger/ledger.types';
export { SYSTEM_ACCOUNT_IDS } from './ledger/ledger-accounts';
export { REWARDS_CONSUMER } from './rewards/rewards.consumer';
export { splRewardsEntities } from './database/spl-rewards.entities';
