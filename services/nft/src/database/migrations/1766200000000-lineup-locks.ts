import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The market's lineup rule (docs/market.md): the cards of lineups locked for gameweeks not yet
 * final (squads.events LineupLocked), and the gameweeks already final (matches.events
 * GameweekFinished), so that a lineup applied after its gameweek's end locks nothing.
 */
export class LineupLocks1766200000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "lineup_lock" ("gameweek" integer NOT NULL, "manager_id" uuid NOT NULL, "card_id" uuid NOT NULL, CONSTRAINT "PK_lineup_lock" PRIMARY KEY ("gameweek", "manager_id", "card_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_lineup_lock_card" ON "lineup_lock" ("card_id", "manager_id")`);
    await queryRunner.query(
      `CREATE TABLE "finished_gameweek" ("gameweek" integer NOT NULL, "finished_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_finished_gameweek" PRIMARY KEY ("gameweek"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "finished_gameweek"`);
    await queryRunner.query(`DROP TABLE "lineup_lock"`);
  }
}
