import { chainReaderFrom } from '@sfl/sui-chain';
import { runSubgraphProcess } from '@sfl/subgraph';
import { accountLimitsFrom, usersConfigSchema } from './config/users.config';
import { createUsersApp } from './create-users-app';

void runSubgraphProcess({
  service: 'users',
  schema: usersConfigSchema,
  endpoint: (config) => ({
    port: config.USERS_PORT,
    host: config.USERS_HOST,
    databaseUrl: config.USERS_DATABASE_URL,
  }),
  createApp: (dependencies, config) =>
    createUsersApp({
      ...dependencies,
      chain: chainReaderFrom(config),
      ...accountLimitsFrom(config),
      appDomain: config.APP_DOMAIN,
    }),
});
