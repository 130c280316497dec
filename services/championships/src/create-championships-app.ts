import type { INestApplication } from '@nestjs/common';
import { createSubgraphApp } from '@sfl/subgraph';
import { DataSource } from 'typeorm';
import { DeadlineCheck } from './championships/deadline-check';
import { MatchesConsumer } from './championships/matches.consumer';
import { ChampionshipsAppModule, type ChampionshipsAppOptions } from './championships-app.module';

/** Registration deadlines are checked this often unless the caller says otherwise. */
const DEFAULT_DEADLINE_CHECK_MS = 5_000;

/**
 * Builds the championships subgraph, initialised and ready to `listen`; used by every run mode and
 * by tests. It consumes matches.events (the gameweeks drive every championship's status), so in
 * the embedded mode matches must be created first.
 */
export async function createChampionshipsApp(options: ChampionshipsAppOptions): Promise<INestApplication> {
  const app = await createSubgraphApp('championships', ChampionshipsAppModule.forRoot(options), options);
  await options.eventBus.startConsumer(app.get(MatchesConsumer).definition(), app.get(DataSource));
  const checkMs = options.deadlineCheckMs === undefined ? DEFAULT_DEADLINE_CHECK_MS : options.deadlineCheckMs;
  if (checkMs !== null) app.get(DeadlineCheck).start(checkMs);
  return app;
}
