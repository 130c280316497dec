import { runSubgraphProcess } from '@sfl/subgraph';
import { matchesProcessConfigSchema, simulatorOptionsFrom, worldOptionsFrom } from './config/matches.config';
import { createMatchesApp } from './create-matches-app';

// Closing the app also stops the match clock.
void runSubgraphProcess({
  service: 'matches',
  schema: matchesProcessConfigSchema,
  endpoint: (config) => ({
    port: config.MATCHES_PORT,
    host: config.MATCHES_HOST,
    databaseUrl: config.MATCHES_DATABASE_URL,
  }),
  createApp: (dependencies, config) =>
    createMatchesApp({
      ...dependencies,
      world: worldOptionsFrom(config),
      simulator: simulatorOptionsFrom(config),
    }),
});
