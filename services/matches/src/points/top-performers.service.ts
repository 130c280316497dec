import { Injectable } from '@nestjs/common';
import type { Page } from '@sfl/subgraph';
import { MatchesService } from '../matches/matches.service';
import { MatchesErrors } from '../matches.errors';
import { type GameweekPerformance, PerformancesRepository } from './performances.repository';

@Injectable()
export class TopPerformersService {
  constructor(
    private readonly performances: PerformancesRepository,
    private readonly matches: MatchesService,
  ) {}

  /** The footballers with the most fantasy points in the gameweek (null: the current one). */
  async best(gameweek: number | null, page: Page): Promise<GameweekPerformance[]> {
    if (gameweek !== null && gameweek < 1) throw MatchesErrors.INVALID_GAMEWEEK();
    return this.performances.best(gameweek ?? (await this.matches.currentGameweek()), page);
  }
}
