import type { INestApplication } from '@nestjs/common';
import { createSubgraphApp } from '@sfl/subgraph';
import { DataSource } from 'typeorm';
import { UsersAppModule, type UsersAppOptions } from './users-app.module';

/** Builds the users subgraph, initialised and ready to `listen`; used by every run mode and by tests. */
export async function createUsersApp(options: UsersAppOptions): Promise<INestApplication> {
  const app = await createSubgraphApp(UsersAppModule.forRoot(options), options);
  await options.eventBus.startPublishing('users', app.get(DataSource));
  return app;
}
