import { SeasonStarted } from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { stableUuid } from '../shared/stable-uuid';
import { seasonGameweeks } from './season-calendar';

export interface StartedSeason {
  seed: number;
  season: number;
  gameweeksPerSeason: number;
  startedAt: Date;
}

/** Records SeasonStarted in the caller's transaction, the one that wrote the season's fixtures. */
export async function recordSeasonStarted(manager: EntityManager, started: StartedSeason): Promise<void> {
  const { first, last } = seasonGameweeks(started.season, started.gameweeksPerSeason);
  await recordEvent(manager, SeasonStarted, {
    aggregateId: stableUuid(`${started.seed}:season:${started.season}`),
    payload: {
      season: started.season,
      firstGameweek: first,
      lastGameweek: last,
      startedAt: started.startedAt.toISOString(),
    },
  });
}
