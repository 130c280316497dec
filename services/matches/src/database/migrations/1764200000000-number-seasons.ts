import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Seasons follow one another: the calendar knows its latest season, each match its season (1 so far). */
export class NumberSeasons1764200000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column] of [
      ['season', 'number'],
      ['match', 'season'],
    ] as const) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "${column}" smallint NOT NULL DEFAULT 1`);
      await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "${column}" DROP DEFAULT`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "match" DROP COLUMN "season"`);
    await queryRunner.query(`ALTER TABLE "season" DROP COLUMN "number"`);
  }
}
