import { FootballerFormUpdated } from '@sfl/contracts';
import { recordEvents } from '@sfl/events';
import { groupBy } from '@sfl/subgraph';
import type { EntityManager } from 'typeorm';
import { scheduledOfClubsIn } from '../matches/matches.repository';
import { perGameweekFiguresIn } from '../points/performances.repository';
import { seasonGameweeks } from '../season/season-calendar';
import { currentSeasonIn } from '../season/season.repository';
import { everyFootballerIn } from '../world/world.repository';
import { clubSideOf } from './club-fixture';
import { difficultyByClub } from './fixture-difficulty';
import { formOf, sumOf } from './season-figures';

/**
 * Records FootballerFormUpdated for every footballer of `clubIds` (of every club when absent), in the
 * caller's transaction: full time for both clubs, a new season's fixtures and the migration for a
 * world that existed before the event, for all. The figures are the ones the `Footballer` fields
 * read (docs/player-figures.md), computed for all of them in a few statements.
 */
export async function recordFootballerForms(
  manager: EntityManager,
  asOf: Date,
  clubIds?: readonly string[],
): Promise<void> {
  const everyone = await everyFootballerIn(manager);
  const difficulties = difficultyByClub(groupBy(everyone, (footballer) => footballer.clubId));
  const clubs = clubIds ?? [...difficulties.keys()];
  const ofClubs = new Set(clubs);
  const footballers = everyone.filter((footballer) => ofClubs.has(footballer.clubId));
  const season = await currentSeasonIn(manager);
  const figures = season
    ? await perGameweekFiguresIn(
        manager,
        footballers.map((footballer) => footballer.id),
        seasonGameweeks(season.number, season.gameweeks),
      )
    : [];
  const figuresOf = groupBy(figures, (row) => row.footballerId);
  const nextOf = new Map(
    (await scheduledOfClubsIn(manager, clubs, 1)).map((fixture) => [fixture.clubId, clubSideOf(fixture)]),
  );
  await recordEvents(
    manager,
    FootballerFormUpdated,
    footballers.map((footballer) => {
      const rows = figuresOf.get(footballer.id) ?? [];
      const next = nextOf.get(footballer.clubId);
      return {
        aggregateId: footballer.id,
        payload: {
          footballerId: footballer.id,
          form: formOf(rows),
          seasonPoints: sumOf(rows, 'points'),
          nextFixture: next
            ? {
                ...next,
                kickoffAt: new Date(next.kickoffAt).toISOString(),
                difficulty: difficulties.get(next.opponentClubId)!,
              }
            : null,
          asOf: asOf.toISOString(),
        },
      };
    }),
  );
}
