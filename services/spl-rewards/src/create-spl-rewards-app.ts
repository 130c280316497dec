import type { INestApplication } from '@nestjs/common';
import { createSubgraphApp } from '@sfl/subgraph';
import { DataSource } from 'typeorm';
import { AchievementsConsumer } from './achievements/achievements.consumer';
import { MarketConsumer } from './market/market.consumer';
import { RewardsConsumer } from './rewards/rewards.consumer';
import { SplRewardsAppModule, type SplRewardsAppOptions } from './spl-rewards-app.module';

/** The service's consumer groups: rewards for match actions, achievements, and market purchases' SPL. */
const CONSUMERS = {
  rewards: RewardsConsumer,
  achievements: AchievementsConsumer,
  market: MarketConsumer,
} as const;
export type SplRewardsConsumerName = keyof typeof CONSUMERS;

/**
 * Builds the spl-rewards subgraph, initialised and ready to `listen`; used by every run mode and
 * by tests. It consumes users.events, matches.events, squads.events and nft.events (and its own
 * spl-rewards.events, for achievements), so in the embedded mode those apps must be created first.
 * Every run mode starts all three consumers; a test of the rewards alone starts only theirs, so
 * the balances it checks are the rewards' own.
 */
export async function createSplRewardsApp(
  options: SplRewardsAppOptions,
  consumers: readonly SplRewardsConsumerName[] = ['rewards', 'achievements', 'market'],
): Promise<INestApplication> {
  const app = await createSubgraphApp('spl-rewards', SplRewardsAppModule.forRoot(options), options);
  for (const consumer of consumers)
    await options.eventBus.startConsumer(app.get(CONSUMERS[consumer]).definition(), app.get(DataSource));
  return app;
}
