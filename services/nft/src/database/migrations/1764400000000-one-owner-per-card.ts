import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OneOwnerPerCard1764400000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // Every accepted digest, so a resale replacing the owner row does not make the earlier digest reusable.
    await queryRunner.query(`
      CREATE TABLE "accepted_purchase" (
        "transaction_digest" character varying(64) NOT NULL,
        "token_id" character varying(66) NOT NULL,
        "accepted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_accepted_purchase" PRIMARY KEY ("transaction_digest")
      )`);
    await queryRunner.query(`
      INSERT INTO "accepted_purchase" ("transaction_digest", "token_id", "accepted_at")
      SELECT "transaction_digest", "token_id", "acquired_at" FROM "owned_nft"`);
    // A card recorded for several buyers belongs to the latest of them.
    await queryRunner.query(`
      DELETE FROM "owned_nft" older USING "owned_nft" newer
      WHERE older."token_id" = newer."token_id"
        AND (older."acquired_at", older."id") < (newer."acquired_at", newer."id")`);
    await queryRunner.query(
      `ALTER TABLE "owned_nft" ADD CONSTRAINT "UQ_owned_nft_token_id" UNIQUE ("token_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "owned_nft" DROP CONSTRAINT "UQ_owned_nft_token_id"`);
    await queryRunner.query(`DROP TABLE "accepted_purchase"`);
  }
}
