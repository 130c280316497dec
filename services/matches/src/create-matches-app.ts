import type { INestApplication } from '@nestjs/common';
import { createSubgraphApp } from '@sfl/subgraph';
import { LockReminderCheck } from './gameweeks/lock-reminder-check';
import {
  DEFAULT_LOCK_REMINDER_CHECK_MS,
  MatchesAppModule,
  type MatchesAppOptions,
} from './matches-app.module';
import { SeasonSeeder } from './season/season-seeder';
import { MatchClock } from './simulator/match-clock.service';

/**
 * Builds the matches subgraph, initialised and ready to `listen`; used by every run mode and by
 * tests. The world is seeded on a fresh database; the match clock runs only when enabled.
 */
export async function createMatchesApp(options: MatchesAppOptions): Promise<INestApplication> {
  const app = await createSubgraphApp('matches', MatchesAppModule.forRoot(options), options);
  await app.get(SeasonSeeder).seedIfEmpty();
  // The simulator's ticks record the lock reminders; without it they follow real time.
  if (options.simulator?.enabled) app.get(MatchClock).start();
  else if (options.lockReminderCheckMs !== null)
    app.get(LockReminderCheck).start(options.lockReminderCheckMs ?? DEFAULT_LOCK_REMINDER_CHECK_MS);
  return app;
}
