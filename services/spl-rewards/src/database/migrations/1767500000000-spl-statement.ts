import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A manager's SPL statement: his ledger entries paged by (account_id, id), a reward payment's
 * rewards found by its id, and the league or battle each competition stake is held for (stakes
 * held before this know none: their lines name no competition).
 */
export class SplStatement1767500000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "competition_stake" ("hold_id" uuid NOT NULL, "stake_id" uuid NOT NULL, "competition_id" uuid NOT NULL, "purpose" character varying(20) NOT NULL, CONSTRAINT "PK_competition_stake" PRIMARY KEY ("hold_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ledger_entry_account_id_id" ON "ledger_entry" ("account_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_ledger_entry_account_id"`);
    await queryRunner.query(`CREATE INDEX "IDX_spl_reward_payment_id" ON "spl_reward" ("payment_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_spl_reward_payment_id"`);
    await queryRunner.query(`CREATE INDEX "IDX_ledger_entry_account_id" ON "ledger_entry" ("account_id") `);
    await queryRunner.query(`DROP INDEX "IDX_ledger_entry_account_id_id"`);
    await queryRunner.query(`DROP TABLE "competition_stake"`);
  }
}
