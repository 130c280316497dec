import { Injectable } from '@nestjs/common';
import { BatchLoader, groupBy } from '@sfl/subgraph';
import { type ClubFixture, MatchesRepository } from '../matches/matches.repository';
import { type FootballerGameweekFigures, PerformancesRepository } from '../points/performances.repository';
import { seasonGameweeks } from '../season/season-calendar';
import { SeasonRepository } from '../season/season.repository';
import { WorldRepository } from '../world/world.repository';
import { difficultyByClub } from './fixture-difficulty';

/** The most fixtures ahead a player page asks for (`nextFixtures(limit:)`). */
export const MAX_NEXT_FIXTURES = 10;

/**
 * The rows behind the player figures, one query per kind for every footballer and club a response
 * needs: a market page asks for a hundred footballers at once.
 */
@Injectable()
export class FootballerFiguresLoader {
  private readonly seasonFigures: BatchLoader<string, FootballerGameweekFigures[]>;
  private readonly nextFixtures: BatchLoader<string, ClubFixture[]>;
  private readonly difficulties: BatchLoader<string, number>;

  constructor(
    performances: PerformancesRepository,
    seasons: SeasonRepository,
    matches: MatchesRepository,
    world: WorldRepository,
  ) {
    this.seasonFigures = new BatchLoader(async (footballerIds) => {
      const season = await seasons.current();
      if (!season) return new Map();
      const range = seasonGameweeks(season.number, season.gameweeks);
      return groupBy(await performances.perGameweekOf(footballerIds, range), (row) => row.footballerId);
    });
    this.nextFixtures = new BatchLoader(async (clubIds) =>
      groupBy(await matches.scheduledOfClubs(clubIds, MAX_NEXT_FIXTURES), (row) => row.clubId),
    );
    // Every club is rated against all the others, so one batch reads every squad.
    this.difficulties = new BatchLoader(async () =>
      difficultyByClub(groupBy(await world.everyFootballer(), (footballer) => footballer.clubId)),
    );
  }

  /** His figures per gameweek of the current season (docs/seasons.md), oldest first. */
  async seasonGameweeksOf(footballerId: string): Promise<FootballerGameweekFigures[]> {
    return (await this.seasonFigures.load(footballerId)) ?? [];
  }

  /** The club's first MAX_NEXT_FIXTURES fixtures not kicked off yet, earliest first. */
  async nextFixturesOf(clubId: string): Promise<ClubFixture[]> {
    return (await this.nextFixtures.load(clubId)) ?? [];
  }

  async difficultyOf(clubId: string): Promise<number> {
    const difficulty = await this.difficulties.load(clubId);
    if (difficulty === undefined) throw new Error(`Club ${clubId} is missing`);
    return difficulty;
  }
}
