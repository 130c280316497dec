import type { INestApplication, Type } from '@nestjs/common';
import type { ConsumerDefinition, EventBus } from '@sfl/events';
import { createSubgraphApp } from '@sfl/subgraph';
import { DataSource } from 'typeorm';
import { BattleStakesConsumer } from './battles/battle-stakes.consumer';
import { LeaguesAppModule, type LeaguesAppOptions } from './leagues-app.module';
import { ChampionshipLeaguesConsumer } from './leagues/championship-leagues.consumer';
import { LeagueSettlementService } from './leagues/league-settlement.service';
import { LeagueStakesConsumer } from './leagues/league-stakes.consumer';
import { ProjectionsConsumer } from './projections/projections.consumer';
import { SplBalancesConsumer } from './projections/spl-balances.consumer';

/** The consumer groups of users.events, matches.events, squads.events and spl-rewards.events. */
const CONSUMERS: Type<EventConsumer>[] = [
  ProjectionsConsumer, // usernames, gameweeks, points
  LeagueStakesConsumer, // prize pools and entry fees held or refused
  BattleStakesConsumer, // battle wagers held or refused (spl-rewards.events)
  SplBalancesConsumer, // the managers' SPL as spl-rewards reports it
];

// Leagues left due by a round cut short (a crash, a failure) are settled within this.
const SETTLEMENT_ROUND_MS = 5_000;

interface EventConsumer {
  definition(): ConsumerDefinition;
}

/**
 * Builds the leagues subgraph, initialised and ready to `listen`; used by every run mode and by
 * tests. It consumes users.events, matches.events, squads.events and spl-rewards.events, so in the
 * embedded mode those apps must be created first. championships.events starts apart
 * (startChampionshipsConsumers).
 */
export async function createLeaguesApp(options: LeaguesAppOptions): Promise<INestApplication> {
  const app = await createSubgraphApp('leagues', LeaguesAppModule.forRoot(options), options);
  for (const consumer of CONSUMERS)
    await options.eventBus.startConsumer(app.get(consumer).definition(), app.get(DataSource));
  const roundMs = options.settlementRoundMs === undefined ? SETTLEMENT_ROUND_MS : options.settlementRoundMs;
  if (roundMs !== null) app.get(LeagueSettlementService).start(roundMs);
  return app;
}

/** The consumer groups of championships.events. */
const CHAMPIONSHIPS_CONSUMERS: Type<EventConsumer>[] = [
  ChampionshipLeaguesConsumer, // championships running as leagues
];

/**
 * Starts the consumers of championships.events (championships' leagues). Apart from createLeaguesApp
 * because in the embedded mode the championships service starts later; the services mode starts it
 * right after createLeaguesApp.
 */
export async function startChampionshipsConsumers(app: INestApplication, eventBus: EventBus): Promise<void> {
  for (const consumer of CHAMPIONSHIPS_CONSUMERS)
    await eventBus.startConsumer(app.get(consumer).definition(), app.get(DataSource));
}
