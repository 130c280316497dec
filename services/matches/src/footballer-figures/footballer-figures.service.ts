import { Injectable } from '@nestjs/common';
import { clubSideOf } from './club-fixture';
import { FootballerFiguresLoader } from './footballer-figures.loader';
import type { FootballerFixtureModel } from './models/footballer-fixture.model';
import type { FootballerGameweekModel } from './models/footballer-gameweek.model';
import type { FootballerSeasonTotalsModel } from './models/footballer-season-totals.model';
import { formOf, sumOf } from './season-figures';

/** A footballer's figures of the current season and his club's next fixtures (docs/player-figures.md). */
@Injectable()
export class FootballerFiguresService {
  constructor(private readonly loader: FootballerFiguresLoader) {}

  async gameweeks(footballerId: string): Promise<FootballerGameweekModel[]> {
    return (await this.loader.seasonGameweeksOf(footballerId)).map((row) => ({
      gameweek: row.gameweek,
      points: row.points,
      minutes: row.minutes,
      goals: row.goals,
      assists: row.assists,
      cleanSheet: row.cleanSheets > 0,
    }));
  }

  /** Average points of his last gameweeks with a match (season-figures.ts); 0 before his first. */
  async form(footballerId: string): Promise<number> {
    return formOf(await this.loader.seasonGameweeksOf(footballerId));
  }

  async seasonTotals(footballerId: string): Promise<FootballerSeasonTotalsModel> {
    const rows = await this.loader.seasonGameweeksOf(footballerId);
    return {
      appearances: sumOf(rows, 'appearances'),
      minutes: sumOf(rows, 'minutes'),
      goals: sumOf(rows, 'goals'),
      assists: sumOf(rows, 'assists'),
      cleanSheets: sumOf(rows, 'cleanSheets'),
      points: sumOf(rows, 'points'),
    };
  }

  /** His club's first `limit` fixtures not kicked off yet, soonest first, each rated by its opponent. */
  async nextFixtures(clubId: string, limit: number): Promise<FootballerFixtureModel[]> {
    const fixtures = (await this.loader.nextFixturesOf(clubId)).slice(0, limit);
    return Promise.all(
      fixtures.map(async (fixture) => {
        const side = clubSideOf(fixture);
        return { ...side, difficulty: await this.loader.difficultyOf(side.opponentClubId) };
      }),
    );
  }
}
