import { Injectable } from '@nestjs/common';
import type { Page } from '@sfl/subgraph';
import type { MatchEntity } from './entities/match.entity';
import { MatchesLoader } from './matches.loader';
import { MatchesRepository } from './matches.repository';
import { MatchesErrors } from '../matches.errors';
import { isUuid } from '@sfl/subgraph';

export const LIVE_PANEL_SIZE = 8;

@Injectable()
export class MatchesService {
  constructor(
    private readonly matches: MatchesRepository,
    private readonly loader: MatchesLoader,
  ) {}

  /** The latest gameweek in which a match has kicked off; 1 before the season starts. */
  async currentGameweek(): Promise<number> {
    return (await this.matches.latestStartedGameweek()) ?? 1;
  }

  fixtures(gameweek: number, page: Page): Promise<MatchEntity[]> {
    if (!Number.isInteger(gameweek) || gameweek < 1) throw MatchesErrors.INVALID_GAMEWEEK();
    return this.matches.ofGameweek(gameweek, page);
  }

  /** The fixtures still to kick off, earliest first: the next kick-off is the next lineup lock. */
  upcomingFixtures(page: Page): Promise<MatchEntity[]> {
    return this.matches.scheduled(page);
  }

  /** The home page's panel: every live match, then the latest results of the current gameweek. */
  async liveMatches(): Promise<MatchEntity[]> {
    const live = await this.matches.live();
    if (live.length >= LIVE_PANEL_SIZE) return live.slice(0, LIVE_PANEL_SIZE);
    const finished = await this.matches.finishedIn(
      await this.currentGameweek(),
      LIVE_PANEL_SIZE - live.length,
    );
    return [...live, ...finished];
  }

  async match(id: string): Promise<MatchEntity | null> {
    return isUuid(id) ? ((await this.loader.match(id)) ?? null) : null;
  }
}
