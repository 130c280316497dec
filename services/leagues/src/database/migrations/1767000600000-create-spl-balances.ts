import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The managers' last reported SPL (projections) and the count of a manager's wagers being held. */
export class CreateSplBalances1767000600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "manager_spl_balance" ("manager_id" uuid NOT NULL, "spendable" integer NOT NULL, "reported_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_manager_spl_balance" PRIMARY KEY ("manager_id"))`,
    );
    // A manager's wagers waiting for spl-rewards (the cap on them).
    await queryRunner.query(
      `CREATE INDEX "IDX_battle_stake_requested" ON "battle_stake" ("manager_id") WHERE "status" = 'REQUESTED'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_battle_stake_requested"`);
    await queryRunner.query(`DROP TABLE "manager_spl_balance"`);
  }
}
