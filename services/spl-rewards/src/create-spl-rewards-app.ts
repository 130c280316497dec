import type { INestApplication } from '@nestjs/common';
import type { EventBus } from '@sfl/events';
import { createSubgraphApp } from '@sfl/subgraph';
import { DataSource } from 'typeorm';
import { AchievementsConsumer } from './achievements/achievements.consumer';
import { LeagueChampionsConsumer } from './achievements/league-champions.consumer';
import { CompetitionsConsumer } from './competitions/competitions.consumer';
import { MarketConsumer } from './market/market.consumer';
import { RewardsConsumer } from './rewards/rewards.consumer';
import { SplRewardsAppModule, type SplRewardsAppOptions } from './spl-rewards-app.module';
import { VestingConsumer } from './vesting/vesting.consumer';

/**
 * The service's consumer groups: rewards for match actions, achievements, market purchases' SPL,
 * the gameweeks played that unlock bonus SPL, and from leagues.events competitions' stakes and
 * League Champion.
 */
const CONSUMERS = {
  rewards: RewardsConsumer,
  achievements: AchievementsConsumer,
  market: MarketConsumer,
  vesting: VestingConsumer,
  competitions: CompetitionsConsumer,
  leagueChampions: LeagueChampionsConsumer,
} as const;
export type SplRewardsConsumerName = keyof typeof CONSUMERS;

/** The consumers of leagues.events, which startLeaguesConsumers starts. */
const LEAGUES_CONSUMERS: readonly SplRewardsConsumerName[] = ['competitions', 'leagueChampions'];

/**
 * Builds the spl-rewards subgraph, initialised and ready to `listen`; used by every run mode and
 * by tests. It consumes users.events, matches.events, squads.events and nft.events (and its own
 * spl-rewards.events, for achievements), so in the embedded mode those apps must be created first
 * (leagues.events: see below). Every run mode starts these four consumers; a test of the rewards
 * alone starts only theirs, so the balances it checks are the rewards' own.
 */
export async function createSplRewardsApp(
  options: SplRewardsAppOptions,
  consumers: readonly SplRewardsConsumerName[] = ['rewards', 'achievements', 'market', 'vesting'],
): Promise<INestApplication> {
  const app = await createSubgraphApp('spl-rewards', SplRewardsAppModule.forRoot(options), options);
  await startConsumers(app, options.eventBus, consumers);
  return app;
}

/**
 * Starts the consumers of leagues.events: competitions' stakes and League Champion. Apart from
 * createSplRewardsApp because leagues consumes spl-rewards.events (the stakes' answers): in the
 * embedded mode they start once leagues publishes. The services mode starts them right after
 * createSplRewardsApp.
 */
export function startLeaguesConsumers(app: INestApplication, eventBus: EventBus): Promise<void> {
  return startConsumers(app, eventBus, LEAGUES_CONSUMERS);
}

async function startConsumers(
  app: INestApplication,
  eventBus: EventBus,
  consumers: readonly SplRewardsConsumerName[],
): Promise<void> {
  for (const consumer of consumers)
    await eventBus.startConsumer(app.get(CONSUMERS[consumer]).definition(), app.get(DataSource));
}
