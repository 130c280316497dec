import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateNftSchema1764300000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // Verified on-chain purchases; a digest is accepted once.
    await queryRunner.query(`
      CREATE TABLE "owned_nft" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "token_id" character varying(66) NOT NULL,
        "contract_address" character varying(66) NOT NULL,
        "purchase_price" numeric(20,0) NOT NULL,
        "verification_status" character varying(20) NOT NULL,
        "transaction_digest" character varying(64) NOT NULL,
        "wallet_address" character varying(66) NOT NULL,
        "player_id" character varying(100) NOT NULL,
        "acquired_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_owned_nft" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_owned_nft_transaction_digest" UNIQUE ("transaction_digest")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_owned_nft_user_acquired" ON "owned_nft" ("user_id", "acquired_at")`,
    );
    // Projection of users.events: which user linked which wallet (no foreign key: users is another database).
    await queryRunner.query(`
      CREATE TABLE "linked_wallet" (
        "address" character varying(66) NOT NULL,
        "user_id" uuid NOT NULL,
        "linked_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_linked_wallet" PRIMARY KEY ("address")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_linked_wallet_user_id" ON "linked_wallet" ("user_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "linked_wallet"`);
    await queryRunner.query(`DROP TABLE "owned_nft"`);
  }
}
