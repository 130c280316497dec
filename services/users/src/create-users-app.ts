import type { INestApplication } from '@nestjs/common';
import { createSubgraphApp } from '@sfl/subgraph';
import { UsersAppModule, type UsersAppOptions } from './users-app.module';

/** Builds the users subgraph, initialised and ready to `listen`; used by every run mode and by tests. */
export function createUsersApp(options: UsersAppOptions): Promise<INestApplication> {
  return createSubgraphApp('users', UsersAppModule.forRoot(options), options);
}
