import { runSubgraphProcess } from '@sfl/subgraph';
import { squadChangeQuotaFrom, squadsConfigSchema } from './config/squads.config';
import { createSquadsApp } from './create-squads-app';

void runSubgraphProcess({
  service: 'squads',
  schema: squadsConfigSchema,
  endpoint: (config) => ({
    port: config.SQUADS_PORT,
    host: config.SQUADS_HOST,
    databaseUrl: config.SQUADS_DATABASE_URL,
  }),
  createApp: (dependencies, config) =>
    createSquadsApp({ ...dependencies, squadChangeQuota: squadChangeQuotaFrom(config) }),
});
