import type { MigrationInterface, QueryRunner } from 'typeorm';
import { recordGameweeksScheduled } from '../../season/season-started';

/**
 * A world seeded before GameweeksScheduled existed announces its seasons' planned deadlines once,
 * every season it has fixtures for. A fresh database has no season yet here: the seeder records it.
 */
export class RecordGameweeksScheduled1764300000000 implements MigrationInterface {
  up(queryRunner: QueryRunner): Promise<void> {
    return recordEverySeasonScheduled(queryRunner);
  }

  // Events already recorded (and maybe delivered) are not taken back.
  async down(): Promise<void> {}
}

/** GameweeksScheduled for every season the world has fixtures for (none in a fresh database). */
export async function recordEverySeasonScheduled(queryRunner: QueryRunner): Promise<void> {
  const [world] = (await queryRunner.query(`SELECT seed FROM season`)) as { seed: number }[];
  if (!world) return;
  const seasons = (await queryRunner.query(`SELECT DISTINCT season FROM match ORDER BY season`)) as {
    season: number;
  }[];
  for (const { season } of seasons) {
    await recordGameweeksScheduled(queryRunner.manager, world.seed, season);
  }
}
