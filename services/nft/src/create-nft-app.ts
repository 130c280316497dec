import type { INestApplication } from '@nestjs/common';
import type { EventBus } from '@sfl/events';
import { createSubgraphApp } from '@sfl/subgraph';
import { DataSource } from 'typeorm';
import { AchievementCardsConsumer } from './cards/achievement-cards.consumer';
import { CatalogueConsumer } from './cards/catalogue.consumer';
import { StarterPacksConsumer } from './cards/starter-packs.consumer';
import { FootballerFormConsumer } from './market/footballer-form.consumer';
import { LineupLocksConsumer } from './market/lineup-locks.consumer';
import { MarketConsumer } from './market/market.consumer';
import { LinkedWalletsConsumer } from './linked-wallets/linked-wallets.consumer';
import { NftAppModule, type NftAppOptions } from './nft-app.module';
import { OnChainRecheck } from './purchases/on-chain-recheck';

// A card sold off chain stops counting within about this long, for managers who never look.
const ON_CHAIN_RECHECK_MS = 60_000;

/**
 * Builds the nft subgraph, initialised and ready to `listen`; used by every run mode and by
 * tests. It consumes users.events and matches.events, so in the embedded mode the users and
 * matches apps must be created first (squads.events and spl-rewards.events: see below).
 */
export async function createNftApp(options: NftAppOptions): Promise<INestApplication> {
  const app = await createSubgraphApp('nft', NftAppModule.forRoot(options), options);
  const dataSource = app.get(DataSource);
  for (const consumer of [
    LinkedWalletsConsumer,
    StarterPacksConsumer,
    CatalogueConsumer,
    FootballerFormConsumer,
  ])
    await options.eventBus.startConsumer(app.get(consumer).definition(), dataSource);
  const recheckMs = options.onChainRecheckMs === undefined ? ON_CHAIN_RECHECK_MS : options.onChainRecheckMs;
  if (recheckMs !== null) app.get(OnChainRecheck).start(recheckMs);
  return app;
}

/**
 * Starts the consumers of spl-rewards.events: the one minting achievements' NFT rewards, and the
 * market's (purchases whose SPL is held or refused). Apart from createNftApp because spl-rewards
 * consumes nft.events: in the embedded mode nft is created first, and these start once spl-rewards
 * publishes. The services mode starts them right after createNftApp.
 */
export async function startSplRewardsConsumers(app: INestApplication, eventBus: EventBus): Promise<void> {
  for (const consumer of [AchievementCardsConsumer, MarketConsumer])
    await eventBus.startConsumer(app.get(consumer).definition(), app.get(DataSource));
}

/**
 * Starts the consumer of squads.events (and matches.events): the cards of locked lineups, which the
 * market will not list until their gameweek is final. Apart from createNftApp because squads
 * consumes nft.events: in the embedded mode nft is created first, and this starts once squads
 * publishes. The services mode starts it right after createNftApp.
 */
export async function startSquadsConsumers(app: INestApplication, eventBus: EventBus): Promise<void> {
  await eventBus.startConsumer(app.get(LineupLocksConsumer).definition(), app.get(DataSource));
}
