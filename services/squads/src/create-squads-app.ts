import type { INestApplication } from '@nestjs/common';
import { createSubgraphApp } from '@sfl/subgraph';
import { SquadsAppModule, type SquadsAppOptions } from './squads-app.module';

/**
 * Builds the squads subgraph, initialised and ready to `listen`; used by every run mode and by
 * tests. It consumes users.events, matches.events and nft.events, so in the embedded mode those
 * three apps must be created first.
 */
export function createSquadsApp(options: SquadsAppOptions): Promise<INestApplication> {
  return createSubgraphApp('squads', SquadsAppModule.forRoot(options), options);
}
