import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OpenWalletLinkChallenges1764450000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // Challenges are now deleted when used or expired, so used and stale rows go, and used_at with them.
    await queryRunner.query(
      `DELETE FROM "wallet_link_challenge" WHERE "used_at" IS NOT NULL OR "expires_at" <= now()`,
    );
    await queryRunner.query(`ALTER TABLE "wallet_link_challenge" DROP COLUMN "used_at"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_wallet_link_challenge_user_expires" ON "wallet_link_challenge" ("user_id", "expires_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_wallet_link_challenge_expires" ON "wallet_link_challenge" ("expires_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_wallet_link_challenge_expires"`);
    await queryRunner.query(`DROP INDEX "IDX_wallet_link_challenge_user_expires"`);
    await queryRunner.query(`ALTER TABLE "wallet_link_challenge" ADD "used_at" TIMESTAMP WITH TIME ZONE`);
  }
}
