import type { INestApplication } from '@nestjs/common';
import { createSubgraphApp } from '@sfl/subgraph';
import { DataSource } from 'typeorm';
import { LinkedWalletsConsumer } from './linked-wallets/linked-wallets.consumer';
import { NftAppModule, type NftAppOptions } from './nft-app.module';

/**
 * Builds the nft subgraph, initialised and ready to `listen`; used by every run mode and by
 * tests. It consumes users.events, so in the embedded mode the users app must be created first.
 */
export async function createNftApp(options: NftAppOptions): Promise<INestApplication> {
  const app = await createSubgraphApp('nft', NftAppModule.forRoot(options), options);
  await options.eventBus.startConsumer(app.get(LinkedWalletsConsumer).definition(), app.get(DataSource));
  return app;
}
