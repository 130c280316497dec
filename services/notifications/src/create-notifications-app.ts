import type { INestApplication, Type } from '@nestjs/common';
import type { ConsumerDefinition } from '@sfl/events';
import { createSubgraphApp } from '@sfl/subgraph';
import { DataSource } from 'typeorm';
import { NotificationRetention, RETENTION_INTERVAL_MS } from './notifications/notification-retention';
import { NotificationsAppModule, type NotificationsAppOptions } from './notifications-app.module';
import { ChampionshipsConsumer } from './sources/championships.consumer';
import { LeaguesConsumer } from './sources/leagues.consumer';
import { MarketConsumer } from './sources/market.consumer';
import { NamesConsumer } from './sources/names.consumer';
import { RewardsConsumer } from './sources/rewards.consumer';
import { SquadsConsumer } from './sources/squads.consumer';

interface EventConsumer {
  definition(): ConsumerDefinition;
}

/** The consumer groups of the seven topics followed. */
const CONSUMERS: Type<EventConsumer>[] = [
  NamesConsumer, // users.events, matches.events
  RewardsConsumer, // spl-rewards.events
  MarketConsumer, // nft.events
  LeaguesConsumer, // leagues.events
  ChampionshipsConsumer, // championships.events
  SquadsConsumer, // squads.events
];

/**
 * Builds the notifications subgraph, initialised and ready to `listen`; used by every run mode and
 * by tests. It consumes users.events, matches.events, nft.events, spl-rewards.events,
 * leagues.events, championships.events and squads.events, so in the embedded mode those apps must be created
 * first.
 */
export async function createNotificationsApp(options: NotificationsAppOptions): Promise<INestApplication> {
  const app = await createSubgraphApp('notifications', NotificationsAppModule.forRoot(options), options);
  for (const consumer of CONSUMERS)
    await options.eventBus.startConsumer(app.get(consumer).definition(), app.get(DataSource));
  app.get(NotificationRetention).start(RETENTION_INTERVAL_MS);
  return app;
}
