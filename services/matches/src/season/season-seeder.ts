import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type ObjectLiteral } from 'typeorm';
import { DEFAULT_WORLD_OPTIONS, WORLD_OPTIONS, type WorldOptions } from '../config/matches.config';
import { MatchEntity } from '../matches/entities/match.entity';
import { ClubEntity } from '../world/entities/club.entity';
import { FootballerEntity } from '../world/entities/footballer.entity';
import { generateWorld } from '../world/world-generator';
import { SEASON_ID, SeasonEntity } from './entities/season.entity';
import { seasonFixtures } from './season-calendar';

const INSERT_CHUNK = 1_000;

/**
 * Writes the generated world (clubs, footballers) and its season of fixtures when the database
 * has none: at every start, so a fresh database is ready at once and an existing one is left as
 * it is. Schema changes stay in the migrations; this only adds rows.
 */
@Injectable()
export class SeasonSeeder {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(WORLD_OPTIONS) private readonly options: WorldOptions,
  ) {}

  /** True when this call wrote the world; false when it was there (or another instance wrote it). */
  async seedIfEmpty(now = new Date()): Promise<boolean> {
    if (await this.dataSource.getRepository(SeasonEntity).existsBy({ id: SEASON_ID })) return false;
    const settings = {
      seed: this.options.seed,
      startsAt: this.options.seasonStart ?? now,
      gameweekLengthMinutes:
        this.options.gameweekLengthMinutes ?? DEFAULT_WORLD_OPTIONS.gameweekLengthMinutes,
    };
    const world = generateWorld(settings.seed);
    const fixtures = seasonFixtures(
      settings,
      world.clubs.map((club) => club.id),
    );
    return this.dataSource.transaction(async (manager) => {
      // The season row is the claim: a second instance seeding at the same moment inserts nothing.
      const claimed = await manager
        .createQueryBuilder()
        .insert()
        .into(SeasonEntity)
        .values({
          id: SEASON_ID,
          ...settings,
          gameweeks: Math.max(...fixtures.map((f) => f.gameweek)),
          injuriesRefreshedThrough: null,
        })
        .orIgnore()
        .returning('id')
        .execute();
      if (!(claimed.raw as unknown[]).length) return false;
      await insertAll(
        manager,
        ClubEntity,
        world.clubs.map(({ id, name, shortName }) => ({ id, name, shortName })),
      );
      await insertAll(manager, FootballerEntity, world.footballers);
      await insertAll(
        manager,
        MatchEntity,
        fixtures.map((fixture) => ({
          ...fixture,
          status: 'SCHEDULED' as const,
          minute: 0,
          homeScore: 0,
          awayScore: 0,
          version: 0,
          actionCount: 0,
        })),
      );
      return true;
    });
  }
}

async function insertAll<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: new () => T,
  rows: Partial<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(rows.slice(i, i + INSERT_CHUNK) as T[])
      .execute();
  }
}
