import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A footballer's performances by gameweek: his season's figures on the player pages (docs/player-figures.md). */
export class FootballerPerformanceByFootballer1767700000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_footballer_performance_footballer_gameweek" ON "footballer_performance" ("footballer_id", "gameweek")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_footballer_performance_footballer_gameweek"`);
  }
}
