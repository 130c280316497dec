import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A manager's rewards paid together share one ledger credit: the reward names it by the
 * transaction's reference (docs/rewards.md, Payments). Null for rewards paid before, one credit each.
 */
export class AddRewardPayment1766000300000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "spl_reward" ADD "payment_id" uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "spl_reward" DROP COLUMN "payment_id"`);
  }
}
