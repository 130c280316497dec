import { Injectable } from '@nestjs/common';
import type { Page } from '@sfl/subgraph';
import { MatchesErrors } from '../matches.errors';
import { type Gameweek, gameweekOf } from './gameweek';
import { GameweeksRepository } from './gameweeks.repository';

@Injectable()
export class GameweeksService {
  constructor(private readonly repository: GameweeksRepository) {}

  async gameweek(number: number): Promise<Gameweek | null> {
    if (!Number.isInteger(number) || number < 1) throw MatchesErrors.INVALID_GAMEWEEK();
    const tally = await this.repository.byNumber(number);
    return tally ? gameweekOf(tally) : null;
  }

  async next(): Promise<Gameweek | null> {
    const tally = await this.repository.next();
    return tally ? gameweekOf(tally) : null;
  }

  async live(): Promise<Gameweek | null> {
    const tally = await this.repository.live();
    return tally ? gameweekOf(tally) : null;
  }

  async upcoming(page: Page): Promise<Gameweek[]> {
    return (await this.repository.upcoming(page)).map(gameweekOf);
  }

  async page(page: Page): Promise<Gameweek[]> {
    return (await this.repository.page(page)).map(gameweekOf);
  }
}
