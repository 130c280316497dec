import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bonus SPL vests with play (docs/ledger.md, Bonus SPL): each manager's bonus received, counted from
 * the achievement credits already applied, and the gameweeks managers locked lineups for and that
 * finished, which the new spl-rewards.vesting consumer group fills from the topics' beginning.
 */
export class BonusVesting1767300000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ledger_account" ADD "bonus_received" bigint NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `UPDATE "ledger_account" a SET "bonus_received" = s.bonus
       FROM (SELECT e.account_id, sum(e.amount) AS bonus
             FROM "ledger_entry" e JOIN "ledger_transaction" t ON t.id = e.transaction_id
             WHERE t.operation = 'CREDIT' AND t.kind = 'achievement' AND e.amount > 0
             GROUP BY e.account_id) s
       WHERE a.id = s.account_id`,
    );
    await queryRunner.query(
      `CREATE TABLE "played_lineup" ("manager_id" uuid NOT NULL, "gameweek" integer NOT NULL, CONSTRAINT "PK_played_lineup" PRIMARY KEY ("manager_id", "gameweek"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "finished_gameweek" ("gameweek" integer NOT NULL, "finished_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_finished_gameweek" PRIMARY KEY ("gameweek"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "finished_gameweek"`);
    await queryRunner.query(`DROP TABLE "played_lineup"`);
    await queryRunner.query(`ALTER TABLE "ledger_account" DROP COLUMN "bonus_received"`);
  }
}
