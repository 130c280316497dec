export { createSplRewardsApp } from './create-spl-rewards-app';
export type { SplRewardsAppOptions } from './spl-rewards-app.module';
export { splRewardsConfigSchema, type SplRewardsConfig } from './config/spl-rewards.config';
export { LedgerService } from './ledger/ledger.service';
export { LedgerModule } from './ledger/ledger.module';
export * from './ledger/ledger.types';
export { SYSTEM_ACCOUNT_IDS } from './ledger/ledger-accounts';
