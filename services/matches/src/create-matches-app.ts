import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { requireInternalContext, type RequestWithContext } from '@sfl/auth-context';
import { NestLogger, runWithCorrelationId } from '@sfl/logging';
import { MatchesAppModule, type MatchesAppOptions } from './matches-app.module';
import { SeasonSeeder } from './season/season-seeder';
import { MatchClock } from './simulator/match-clock.service';

/**
 * Builds the matches subgraph, initialised and ready to `listen`; used by every run mode and by
 * tests. The world is seeded on a fresh database; the match clock runs only when enabled.
 */
export async function createMatchesApp(options: MatchesAppOptions): Promise<INestApplication> {
  const app = await NestFactory.create(MatchesAppModule.forRoot(options), {
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(new NestLogger(options.logger));
  // Registered before GraphQL mounts itself at init, so no resolver runs for an unsigned request.
  app.use('/graphql', requireInternalContext(options.internalSecret));
  app.use('/graphql', (req: RequestWithContext, _res: unknown, next: () => void) =>
    runWithCorrelationId(req.internalContext?.requestId ?? 'unknown', next),
  );
  await app.init();
  await app.get(SeasonSeeder).seedIfEmpty();
  await options.eventBus.startPublishing('matches', app.get(DataSource));
  if (options.simulator?.enabled) app.get(MatchClock).start();
  return app;
}
