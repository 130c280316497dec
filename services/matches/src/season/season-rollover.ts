import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { recordFootballerForms } from '../footballer-figures/footballer-form-updated';
import { GameweeksRepository } from '../gameweeks/gameweeks.repository';
import { MatchesRepository } from '../matches/matches.repository';
import { SeededRandom } from '../shared/seeded-random';
import { WorldRepository } from '../world/world.repository';
import type { SeasonEntity } from './entities/season.entity';
import { seasonFixtures, seasonGameweeks } from './season-calendar';
import { recordSeasonAnnounced } from './season-started';
import { SeasonRepository } from './season.repository';

/**
 * Football never runs out: once the last gameweek of the latest season is finished, the next
 * season's fixtures are written (same clubs and footballers, gameweeks numbering on) and
 * SeasonStarted, GameweeksScheduled and every FootballerFormUpdated recorded in the same transaction. The season row's lock makes it happen once
 * however many instances try at the same time.
 */
@Injectable()
export class SeasonRollover {
  constructor(
    private readonly seasons: SeasonRepository,
    private readonly gameweeks: GameweeksRepository,
    private readonly world: WorldRepository,
    private readonly matches: MatchesRepository,
  ) {}

  /** True when this call started the next season. */
  async startNextIfOver(now: Date): Promise<boolean> {
    // A cheap look first: the match clock asks on every tick.
    const latest = await this.seasons.current();
    if (!latest || !(await this.isOver(latest))) return false;
    return this.seasons.transaction(async (manager) => {
      const season = await this.seasons.lockIn(manager);
      if (!season || !(await this.isOver(season, manager))) return false;
      await this.startNextIn(manager, season, now);
      return true;
    });
  }

  private async isOver(season: SeasonEntity, manager?: EntityManager): Promise<boolean> {
    const { last } = seasonGameweeks(season.number, season.gameweeks);
    return this.gameweeks.isFinished(last, manager);
  }

  private async startNextIn(manager: EntityManager, season: SeasonEntity, now: Date): Promise<void> {
    const next = season.number + 1;
    // Sorted, then shuffled by season: every season has its own order of fixtures, the same on every run.
    const clubIds = (await this.world.clubIdsIn(manager)).sort();
    const fixtures = seasonFixtures(
      season,
      SeededRandom.of(season.seed, 'season', next).shuffle(clubIds),
      next,
    );
    await this.matches.insertFixturesIn(manager, fixtures);
    season.number = next;
    await this.seasons.saveIn(manager, season);
    await recordSeasonAnnounced(manager, {
      seed: season.seed,
      season: next,
      gameweeksPerSeason: season.gameweeks,
      startedAt: now,
    });
    // Every club's next fixture is now in the new season, and the figures start again from nothing.
    await recordFootballerForms(manager, now);
  }
}
