import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Leagues waiting to be settled, each in a transaction of its own (docs/leagues.md). */
export class CreateLeagueSettlementDue1767000700000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "league_settlement_due" ("league_id" uuid NOT NULL, "due_since" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_league_settlement_due" PRIMARY KEY ("league_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "league_settlement_due"`);
  }
}
