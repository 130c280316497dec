import type { INestApplication } from '@nestjs/common';
import { createSubgraphApp } from '@sfl/subgraph';
import { DataSource } from 'typeorm';
import { RewardsConsumer } from './rewards/rewards.consumer';
import { SplRewardsAppModule, type SplRewardsAppOptions } from './spl-rewards-app.module';

/**
 * Builds the spl-rewards subgraph, initialised and ready to `listen`; used by every run mode and
 * by tests. It consumes users.events, matches.events and squads.events, so in the embedded mode
 * those apps must be created first.
 */
export async function createSplRewardsApp(options: SplRewardsAppOptions): Promise<INestApplication> {
  const app = await createSubgraphApp('spl-rewards', SplRewardsAppModule.forRoot(options), options);
  await options.eventBus.startConsumer(app.get(RewardsConsumer).definition(), app.get(DataSource));
  return app;
}
