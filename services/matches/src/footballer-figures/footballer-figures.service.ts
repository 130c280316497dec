import { Injectable } from '@nestjs/common';
import type { FootballerGameweekFigures } from '../points/performances.repository';
import { FootballerFiguresLoader } from './footballer-figures.loader';
import type { FootballerFixtureModel } from './models/footballer-fixture.model';
import type { FootballerGameweekModel } from './models/footballer-gameweek.model';
import type { FootballerSeasonTotalsModel } from './models/footballer-season-totals.model';

/** How many of his latest gameweeks with a match the form averages. */
export const FORM_GAMEWEEKS = 5;

type Figure = Exclude<keyof FootballerGameweekFigures, 'footballerId' | 'gameweek'>;

const sumOf = (rows: readonly FootballerGameweekFigures[], figure: Figure) =>
  rows.reduce((sum, row) => sum + row[figure], 0);

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

  /** Average points of his last FORM_GAMEWEEKS gameweeks with a match; 0 before his first. */
  async form(footballerId: string): Promise<number> {
    const latest = (await this.loader.seasonGameweeksOf(footballerId)).slice(-FORM_GAMEWEEKS);
    return latest.length ? sumOf(latest, 'points') / latest.length : 0;
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
      fixtures.map(async ({ match }) => {
        const home = match.homeClubId === clubId;
        const opponentClubId = home ? match.awayClubId : match.homeClubId;
        return {
          matchId: match.id,
          gameweek: match.gameweek,
          kickoffAt: match.kickoffAt,
          home,
          opponentClubId,
          difficulty: await this.loader.difficultyOf(opponentClubId),
        };
      }),
    );
  }
}
