import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateLedger1766000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "ledger_account" ("id" uuid NOT NULL, "kind" character varying(10) NOT NULL, "balance" bigint, "total_earned" bigint NOT NULL DEFAULT '0', CONSTRAINT "CHK_ledger_account_balance_kept" CHECK (("kind" = 'ISSUANCE') = ("balance" IS NULL)), CONSTRAINT "CHK_ledger_account_balance_not_negative" CHECK ("balance" >= 0), CONSTRAINT "PK_ledger_account" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ledger_account_total_earned" ON "ledger_account" ("total_earned") WHERE "kind" = 'MANAGER' AND "total_earned" > 0`,
    );
    await queryRunner.query(
      `CREATE TABLE "ledger_transaction" ("id" uuid NOT NULL, "idempotency_key" character varying(200) NOT NULL, "operation" character varying(12) NOT NULL, "kind" character varying(40) NOT NULL, "reference" character varying(200), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "UQ_ledger_transaction_idempotency_key" UNIQUE ("idempotency_key"), CONSTRAINT "PK_ledger_transaction" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "ledger_entry" ("id" BIGSERIAL NOT NULL, "transaction_id" uuid NOT NULL, "account_id" uuid NOT NULL, "amount" bigint NOT NULL, "balance_after" bigint, "earned_after" bigint, CONSTRAINT "CHK_ledger_entry_amount_not_zero" CHECK ("amount" <> 0), CONSTRAINT "PK_ledger_entry" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ledger_entry_transaction_id" ON "ledger_entry" ("transaction_id")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ledger_entry_account_id" ON "ledger_entry" ("account_id")`);
    await queryRunner.query(
      `CREATE TABLE "ledger_hold" ("id" uuid NOT NULL, "manager_id" uuid NOT NULL, "amount" bigint NOT NULL, "status" character varying(10) NOT NULL, "reference" character varying(200), "placed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "settled_at" TIMESTAMP WITH TIME ZONE, "settled_by" uuid, CONSTRAINT "CHK_ledger_hold_amount_positive" CHECK ("amount" > 0), CONSTRAINT "PK_ledger_hold" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ledger_hold_manager_id" ON "ledger_hold" ("manager_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_ledger_hold_status" ON "ledger_hold" ("status")`);
    await queryRunner.query(
      `ALTER TABLE "ledger_entry" ADD CONSTRAINT "FK_ledger_entry_transaction" FOREIGN KEY ("transaction_id") REFERENCES "ledger_transaction"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ledger_entry" ADD CONSTRAINT "FK_ledger_entry_account" FOREIGN KEY ("account_id") REFERENCES "ledger_account"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ledger_hold"`);
    await queryRunner.query(`DROP TABLE "ledger_entry"`);
    await queryRunner.query(`DROP TABLE "ledger_transaction"`);
    await queryRunner.query(`DROP TABLE "ledger_account"`);
  }
}
