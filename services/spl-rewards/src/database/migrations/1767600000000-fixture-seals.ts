import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A match's actions are paid once squads has locked its fixture and every lineup change made before
 * that has been applied here (docs/rewards.md, Changed lineups). The matches already rewarded are
 * paid as before: sealed and ready.
 */
export class FixtureSeals1767600000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "fixture_seal" ("match_id" uuid NOT NULL, "gameweek" integer NOT NULL, "lineup_changes_before" integer NOT NULL, "ready" boolean NOT NULL, CONSTRAINT "PK_fixture_seal" PRIMARY KEY ("match_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_fixture_seal_gameweek" ON "fixture_seal" ("gameweek") `);
    await queryRunner.query(
      `CREATE TABLE "applied_lineup_change" ("gameweek" integer NOT NULL, "change_no" integer NOT NULL, CONSTRAINT "PK_applied_lineup_change" PRIMARY KEY ("gameweek", "change_no"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_rewarding_action_match" ON "rewarding_action" ("match_id") `);
    await queryRunner.query(
      `INSERT INTO "fixture_seal" ("match_id", "gameweek", "lineup_changes_before", "ready")
       SELECT DISTINCT ON ("match_id") "match_id", "gameweek", 0, true FROM "rewarding_action"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_rewarding_action_match"`);
    await queryRunner.query(`DROP TABLE "applied_lineup_change"`);
    await queryRunner.query(`DROP TABLE "fixture_seal"`);
  }
}
