import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OnChainCheckedAt1764600000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // The periodic re-check reads the cards checked longest ago first.
    await queryRunner.query(`ALTER TABLE "owned_nft" ADD "checked_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "owned_nft" DROP COLUMN "checked_at"`);
  }
}
