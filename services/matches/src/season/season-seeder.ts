import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_WORLD_OPTIONS, WORLD_OPTIONS, type WorldOptions } from '../config/matches.config';
import { recordFootballerForms } from '../footballer-figures/footballer-form-updated';
import { MatchesRepository } from '../matches/matches.repository';
import { recordFootballersRegistered } from '../world/footballer-registered';
import { generateWorld } from '../world/world-generator';
import { WorldRepository } from '../world/world.repository';
import { gameweeksPerSeason, seasonFixtures } from './season-calendar';
import { recordSeasonAnnounced } from './season-started';
import { SeasonRepository } from './season.repository';

/**
 * Writes the generated world (clubs, footballers) and its first season of fixtures when the
 * database has none, announcing each footballer (FootballerRegistered, FootballerFormUpdated) and the season
 * (SeasonStarted, GameweeksScheduled) in the same transaction: at every start, so a fresh database is ready at once
 * and an existing one is left as it is. Schema changes stay in the migrations; this only adds rows.
 */
@Injectable()
export class SeasonSeeder {
  constructor(
    private readonly seasons: SeasonRepository,
    private readonly world: WorldRepository,
    private readonly matches: MatchesRepository,
    @Inject(WORLD_OPTIONS) private readonly options: WorldOptions,
  ) {}

  /** True when this call wrote the world; false when it was there (or another instance wrote it). */
  async seedIfEmpty(now = new Date()): Promise<boolean> {
    if (await this.seasons.exists()) return false;
    const settings = {
      seed: this.options.seed,
      startsAt: this.options.seasonStart ?? now,
      gameweekLengthMinutes:
        this.options.gameweekLengthMinutes ?? DEFAULT_WORLD_OPTIONS.gameweekLengthMinutes,
    };
    const world = generateWorld(settings.seed);
    const clubs = world.clubs.map(({ id, name, shortName }) => ({ id, name, shortName }));
    const fixtures = seasonFixtures(
      settings,
      clubs.map((club) => club.id),
    );
    const gameweeks = gameweeksPerSeason(clubs.length);
    return this.seasons.transaction(async (manager) => {
      const claimed = await this.seasons.claimIn(manager, {
        ...settings,
        number: 1,
        gameweeks,
        injuriesRefreshedThrough: null,
      });
      if (!claimed) return false;
      await this.world.insertWorld(manager, clubs, world.footballers);
      await recordFootballersRegistered(manager, clubs, world.footballers);
      await this.matches.insertFixturesIn(manager, fixtures);
      await recordSeasonAnnounced(manager, {
        seed: settings.seed,
        season: 1,
        gameweeksPerSeason: gameweeks,
        startedAt: settings.startsAt,
      });
      await recordFootballerForms(manager, now);
      return true;
    });
  }
}
