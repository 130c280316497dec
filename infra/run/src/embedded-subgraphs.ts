import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { championshipQuotasFrom, createChampionshipsApp } from '@sfl/championships';
import type { KeyValueStore } from '@sfl/cache';
import type { EmbeddedPostgres } from '@sfl/database';
import type { EmbeddedEventBus } from '@sfl/events';
import type { Logger } from '@sfl/logging';
import type { ProcessMetrics } from '@sfl/metrics';
import { createLeaguesApp, leaguesLimitsFrom, startChampionshipsConsumers } from '@sfl/leagues';
import { createMatchesApp, DEFAULT_WORLD_OPTIONS } from '@sfl/matches';
import {
  collectionFrom,
  createNftApp,
  marketQuotasFrom,
  startSplRewardsConsumers,
  startSquadsConsumers,
} from '@sfl/nft';
import { createNotificationsApp, notificationQuotasFrom } from '@sfl/notifications';
import { createSplRewardsApp, startLeaguesConsumers } from '@sfl/spl-rewards';
import { createSquadsApp, squadChangeQuotaFrom } from '@sfl/squads';
import { chainReaderFrom } from '@sfl/sui-chain';
import { accountLimitsFrom, createUsersApp } from '@sfl/users';
import type { EmbeddedConfig } from './embedded.config';

export interface EmbeddedSubgraphsContext {
  config: EmbeddedConfig;
  postgres: EmbeddedPostgres;
  store: KeyValueStore;
  internalSecret: string;
  logger: Logger;
  eventBus: EmbeddedEventBus;
  /** the process's one registry: every subgraph's series, told apart by their service label */
  metrics: ProcessMetrics;
}

export interface EmbeddedSubgraphs {
  urls: {
    users: string;
    matches: string;
    nft: string;
    squads: string;
    'spl-rewards': string;
    leagues: string;
    championships: string;
    notifications: string;
  };
  /** Answers when every subgraph's /ready does; throws naming those that do not. */
  ready(): Promise<void>;
  /** in reverse start order: a consumer stops before the producer whose outbox it reads */
  close(): Promise<void>;
}

/** Every subgraph on its own schema of the one embedded database, listening on a free local port. */
export async function startSubgraphs(context: EmbeddedSubgraphsContext): Promise<EmbeddedSubgraphs> {
  const { config, postgres, store, internalSecret, logger, eventBus, metrics } = context;
  const chain = chainReaderFrom(config);
  const shared = { store, internalSecret, eventBus, metrics };
  const databaseOf = async (service: string) => ({
    kind: 'embedded' as const,
    schema: await postgres.schema(service),
  });
  const listening = async (app: INestApplication) => {
    await app.listen(0, '127.0.0.1');
    return app;
  };

  // users and matches depend on nothing else, so their start-up work interleaves.
  const [users, matches] = await Promise.all([
    createUsersApp({
      ...shared,
      database: await databaseOf('users'),
      logger: logger.child({ component: 'users' }),
      chain,
      ...accountLimitsFrom(config),
      appDomain: config.APP_DOMAIN,
    }).then(listening),
    // The simulator plays a compressed calendar, so a new user sees gameweeks come and go.
    createMatchesApp({
      ...shared,
      database: await databaseOf('matches'),
      logger: logger.child({ component: 'matches' }),
      world: { ...DEFAULT_WORLD_OPTIONS, gameweekLengthMinutes: config.GAMEWEEK_LENGTH_MINUTES },
      simulator: {
        enabled: config.SIMULATOR_ENABLED,
        speed: config.SIMULATION_SPEED,
        seed: 1,
      },
    }).then(listening),
  ]);
  // After users and matches: the embedded transport needs users.events and matches.events published
  // before nft consumes them. championships follows only matches.events, so it starts alongside.
  const [nft, championships] = await Promise.all([
    createNftApp({
      ...shared,
      database: await databaseOf('nft'),
      logger: logger.child({ component: 'nft' }),
      chain,
      network: config.SUI_NETWORK,
      collection: collectionFrom(config),
      marketQuotas: marketQuotasFrom(config),
    }).then(listening),
    createChampionshipsApp({
      ...shared,
      database: await databaseOf('championships'),
      logger: logger.child({ component: 'championships' }),
      ...championshipQuotasFrom(config),
    }).then(listening),
  ]);
  // After nft: squads consumes users.events, matches.events and nft.events.
  const squads = await createSquadsApp({
    ...shared,
    database: await databaseOf('squads'),
    logger: logger.child({ component: 'squads' }),
    squadChangeQuota: squadChangeQuotaFrom(config),
  }).then(listening);
  // After squads: nft keeps the locked lineups' cards off the market from squads.events.
  await startSquadsConsumers(nft, eventBus);
  // After squads: spl-rewards consumes users.events, matches.events, squads.events and nft.events.
  const splRewards = await createSplRewardsApp({
    ...shared,
    database: await databaseOf('spl_rewards'),
    logger: logger.child({ component: 'spl-rewards' }),
    vestingGameweeks: config.VESTING_GAMEWEEKS,
    achievementSplPerGameweek: config.ACHIEVEMENT_SPL_PER_GAMEWEEK,
    bonusSplPerGameweekGlobal: config.BONUS_SPL_PER_GAMEWEEK_GLOBAL,
  }).then(listening);
  // After spl-rewards: nft mints achievements' cards from spl-rewards.events.
  await startSplRewardsConsumers(nft, eventBus);
  // After spl-rewards: leagues consumes users.events, matches.events, squads.events and
  // spl-rewards.events (championships.events below).
  const leagues = await createLeaguesApp({
    ...shared,
    database: await databaseOf('leagues'),
    logger: logger.child({ component: 'leagues' }),
    limits: leaguesLimitsFrom(config),
  }).then(listening);
  // After leagues: spl-rewards holds and settles competition stakes from leagues.events.
  await startLeaguesConsumers(splRewards, eventBus);
  // leagues runs each active championship as a league from championships.events.
  await startChampionshipsConsumers(leagues, eventBus);
  // Last: notifications consumes users.events, matches.events, nft.events, spl-rewards.events,
  // leagues.events and championships.events.
  const notifications = await createNotificationsApp({
    ...shared,
    database: await databaseOf('notifications'),
    logger: logger.child({ component: 'notifications' }),
    ...notificationQuotasFrom(config),
  }).then(listening);

  const apps = {
    users,
    matches,
    nft,
    squads,
    'spl-rewards': splRewards,
    leagues,
    championships,
    notifications,
  };
  return {
    urls: {
      users: graphqlUrl(users),
      matches: graphqlUrl(matches),
      nft: graphqlUrl(nft),
      squads: graphqlUrl(squads),
      'spl-rewards': graphqlUrl(splRewards),
      leagues: graphqlUrl(leagues),
      championships: graphqlUrl(championships),
      notifications: graphqlUrl(notifications),
    },
    async ready() {
      const answers = await Promise.all(
        Object.entries(apps).map(async ([name, app]) => {
          const res = await fetch(`${baseUrl(app)}/ready`).catch(() => undefined);
          return res?.ok ? undefined : name;
        }),
      );
      const notReady = answers.filter((name) => name !== undefined);
      if (notReady.length) throw new Error(`not ready: ${notReady.join(', ')}`);
    },
    async close() {
      await notifications.close();
      await leagues.close();
      await championships.close();
      await splRewards.close();
      await squads.close();
      await nft.close();
      await matches.close();
      await users.close();
    },
  };
}

function baseUrl(app: INestApplication): string {
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

function graphqlUrl(app: INestApplication): string {
  return `${baseUrl(app)}/graphql`;
}
