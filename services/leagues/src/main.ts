import { runSubgraphProcess } from '@sfl/subgraph';
import { leaguesConfigSchema, leaguesLimitsFrom } from './config/leagues.config';
import { createLeaguesApp, startChampionshipsConsumers } from './create-leagues-app';

void runSubgraphProcess({
  service: 'leagues',
  schema: leaguesConfigSchema,
  endpoint: (config) => ({
    port: config.LEAGUES_PORT,
    host: config.LEAGUES_HOST,
    databaseUrl: config.LEAGUES_DATABASE_URL,
  }),
  // On Kafka every topic exists from the start, so championships.events is read at once.
  createApp: async (dependencies, config) => {
    const app = await createLeaguesApp({ ...dependencies, limits: leaguesLimitsFrom(config) });
    await startChampionshipsConsumers(app, dependencies.eventBus);
    return app;
  },
});
