import type { INestApplication } from '@nestjs/common';
import { createSubgraphApp } from '@sfl/subgraph';
import { DataSource } from 'typeorm';
import { AchievementsConsumer } from './achievements/achievements.consumer';
import { CompetitionsConsumer } from './competitions/competitions.consumer';
import { MarketConsumer } from './market/market.consumer';
import { RewardsConsumer } from './rewards/rewards.consumer';
import { SplRewardsAppModule, type SplRewardsAppOptions } from './spl-rewards-app.module';

/**
 * The service's consumer groups: rewards for match actions, achievements, market purchases' SPL
 * and competitions' stakes.
 */
const CONSUMERS = {
  rewards: RewardsConsumer,
  achievements: AchievementsConsumer,
  market: MarketConsumer,
  competitions: CompetitionsConsumer,
} as const;
export type SplRewardsConsumerName = keyof typeof CONSUMERS;

/**
 * Builds the spl-rewards subgraph, initialised and ready to `listen`; used by every run mode and
 * by tests. It consumes users.events, matches.events, squads.events, nft.events and leagues.events
 * (and its own spl-rewards.events, for achievements), so in the embedded mode those apps must be
 * created first. Every run mode starts all four consumers; a test of the rewards alone starts only
 * theirs, so the balances it checks are the rewards' own.
 */
export async function createSplRewardsApp(
  options: SplRewardsAppOptions,
  consumers: readonly SplRewardsConsumerName[] = ['rewards', 'achievements', 'market', 'competitions'],
): Promise<INestApplication> {
  const app = await createSubgraphApp('spl-rewards', SplRewardsAppModule.forRoot(options), options);
  for (const consumer of consumers)
    await options.eventBus.startConsumer(app.get(CONSUMERS[consumer]).definition(), app.get(DataSource));
  return app;
}
