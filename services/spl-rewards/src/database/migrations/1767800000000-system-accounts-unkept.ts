import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ESCROW and TREASURY keep no balance row any more, like ISSUANCE: their balances are the sums of
 * their entries (docs/ledger.md, System accounts), so holds and captures no longer queue on them.
 */
export class SystemAccountsUnkept1767800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ledger_account" DROP CONSTRAINT "CHK_ledger_account_balance_kept"`);
    await queryRunner.query(`UPDATE "ledger_account" SET "balance" = NULL WHERE "kind" <> 'MANAGER'`);
    await queryRunner.query(
      `ALTER TABLE "ledger_account" ADD CONSTRAINT "CHK_ledger_account_balance_kept" CHECK (("kind" = 'MANAGER') = ("balance" IS NOT NULL))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ledger_account" DROP CONSTRAINT "CHK_ledger_account_balance_kept"`);
    await queryRunner.query(
      `UPDATE "ledger_account" a SET "balance" = (SELECT coalesce(sum(e."amount"), 0) FROM "ledger_entry" e WHERE e."account_id" = a."id")
       WHERE a."kind" IN ('ESCROW', 'TREASURY')`,
    );
    await queryRunner.query(
      `ALTER TABLE "ledger_account" ADD CONSTRAINT "CHK_ledger_account_balance_kept" CHECK (("kind" = 'ISSUANCE') = ("balance" IS NULL))`,
    );
  }
}
