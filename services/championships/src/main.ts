import { runSubgraphProcess } from '@sfl/subgraph';
import { championshipQuotasFrom, championshipsConfigSchema } from './config/championships.config';
import { createChampionshipsApp } from './create-championships-app';

void runSubgraphProcess({
  service: 'championships',
  schema: championshipsConfigSchema,
  endpoint: (config) => ({
    port: config.CHAMPIONSHIPS_PORT,
    host: config.CHAMPIONSHIPS_HOST,
    databaseUrl: config.CHAMPIONSHIPS_DATABASE_URL,
  }),
  createApp: (dependencies, config) =>
    createChampionshipsApp({
      ...dependencies,
      deadlineCheckMs: config.CHAMPIONSHIP_DEADLINE_CHECK_SECONDS * 1_000,
      ...championshipQuotasFrom(config),
    }),
});
