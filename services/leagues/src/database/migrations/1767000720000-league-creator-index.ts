import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The leagues one manager created, by phase: counted on every creation against his cap of open leagues. */
export class LeagueCreatorIndex1767000720000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_league_creator_phase" ON "league" ("creator_id", "phase")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_league_creator_phase"`);
  }
}
