import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Competition stakes (docs/ledger.md): each settlement applied once, and the leagues won for League Champion. */
export class CreateCompetitionSettlements1766000400000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "competition_settlement" ("settlement_id" uuid NOT NULL, "competition_id" uuid NOT NULL, "outcome" character varying(10) NOT NULL, "settled_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_competition_settlement" PRIMARY KEY ("settlement_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "achievement_league_win" ("league_id" uuid NOT NULL, "manager_id" uuid NOT NULL, CONSTRAINT "PK_achievement_league_win" PRIMARY KEY ("league_id", "manager_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_achievement_league_win_manager" ON "achievement_league_win" ("manager_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "achievement_league_win"`);
    await queryRunner.query(`DROP TABLE "competition_settlement"`);
  }
}
