import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The global emission budget of bonus SPL (docs/ledger.md, Emission budget): one row per gameweek,
 * filled from the rewards already paid in each (a gameweek that paid more than the default budget
 * gets that as its budget, so the CHECK holds), and the current gameweek opened; each unlock's
 * gameweek, for the deferred SPL check-ledger reports (the paying one, or the current one if unpaid).
 */
export class EmissionBudget1767400000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "ledger_bonus_budget" ("gameweek" integer NOT NULL, "budget" bigint NOT NULL, "issued" bigint NOT NULL DEFAULT '0', "spent" boolean NOT NULL DEFAULT false, CONSTRAINT "CHK_ledger_bonus_budget_within" CHECK ("issued" >= 0 AND "issued" <= "budget"), CONSTRAINT "CHK_ledger_bonus_budget_positive" CHECK ("budget" > 0), CONSTRAINT "PK_ledger_bonus_budget" PRIMARY KEY ("gameweek"))`,
    );
    await queryRunner.query(
      `INSERT INTO "ledger_bonus_budget" ("gameweek", "budget", "issued")
       SELECT "paid_gameweek", greatest(2000000, sum("tokens")), sum("tokens") FROM "achievement_unlock"
       WHERE "paid_gameweek" IS NOT NULL GROUP BY "paid_gameweek"`,
    );
    await queryRunner.query(
      `INSERT INTO "ledger_bonus_budget" ("gameweek", "budget")
       SELECT max("gameweek"), 2000000 FROM "achievement_deadline" HAVING max("gameweek") IS NOT NULL
       ON CONFLICT DO NOTHING`,
    );
    await queryRunner.query(`ALTER TABLE "achievement_unlock" ADD "unlocked_gameweek" integer`);
    await queryRunner.query(
      `UPDATE "achievement_unlock" SET "unlocked_gameweek" = coalesce("paid_gameweek",
         (SELECT max("gameweek") FROM "achievement_deadline"), 0)`,
    );
    await queryRunner.query(`ALTER TABLE "achievement_unlock" ALTER COLUMN "unlocked_gameweek" SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "achievement_unlock" DROP COLUMN "unlocked_gameweek"`);
    await queryRunner.query(`DROP TABLE "ledger_bonus_budget"`);
  }
}
