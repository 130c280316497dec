import type { MigrationInterface, QueryRunner } from 'typeorm';
import { recordSeasonStarted } from '../../season/season-started';

/**
 * A world seeded before SeasonStarted existed has exactly its first season: it is announced once,
 * as starting when the season was set to start. A fresh database has no season yet here: the
 * seeder records it.
 */
export class RecordSeasonStarted1764200000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const [season] = (await queryRunner.query(
      `SELECT seed, starts_at AS "startsAt", gameweeks FROM season`,
    )) as { seed: number; startsAt: Date | string; gameweeks: number }[];
    if (!season) return;
    await recordSeasonStarted(queryRunner.manager, {
      seed: season.seed,
      season: 1,
      gameweeksPerSeason: season.gameweeks,
      startedAt: new Date(season.startsAt),
    });
  }

  // Events already recorded (and maybe delivered) are not taken back.
  async down(): Promise<void> {}
}
