import type { INestApplication } from '@nestjs/common';
import { createSubgraphApp } from '@sfl/subgraph';
import { DataSource } from 'typeorm';
import { LineupAlertsConsumer } from './alerts/lineup-alerts.consumer';
import { ProjectionsConsumer } from './projections/projections.consumer';
import { ManagerPointsConsumer } from './points/manager-points.consumer';
import { SquadsAppModule, type SquadsAppOptions } from './squads-app.module';

/**
 * Builds the squads subgraph, initialised and ready to `listen`; used by every run mode and by
 * tests. It consumes users.events, matches.events and nft.events, so in the embedded mode those
 * three apps must be created first.
 */
export async function createSquadsApp(options: SquadsAppOptions): Promise<INestApplication> {
  const app = await createSubgraphApp('squads', SquadsAppModule.forRoot(options), options);
  const dataSource = app.get(DataSource);
  for (const consumer of [ProjectionsConsumer, ManagerPointsConsumer, LineupAlertsConsumer])
    await options.eventBus.startConsumer(app.get(consumer).definition(), dataSource);
  return app;
}
