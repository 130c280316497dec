import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Private leagues (joined by invite code only) and the gameweek from which a member's points count
 * (a late joiner of a championship's league counts only the gameweeks after the join).
 */
export class LeagueJoins1767000710000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "league" ADD "is_private" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "league_membership" ADD "first_gameweek" integer`);
    // Members before the rule counted from their league's first gameweek.
    await queryRunner.query(
      `UPDATE "league_membership" m SET "first_gameweek" = l."start_gameweek" FROM "league" l WHERE l."id" = m."league_id"`,
    );
    await queryRunner.query(`ALTER TABLE "league_membership" ALTER COLUMN "first_gameweek" SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "league_membership" DROP COLUMN "first_gameweek"`);
    await queryRunner.query(`ALTER TABLE "league" DROP COLUMN "is_private"`);
  }
}
