import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateWalletLinks1764100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "wallet_link_challenge" (
        "nonce" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "address" character varying(66) NOT NULL,
        "message" text NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_wallet_link_challenge" PRIMARY KEY ("nonce"),
        CONSTRAINT "FK_wallet_link_challenge_user" FOREIGN KEY ("user_id")
          REFERENCES "user_account" ("id") ON DELETE CASCADE
      )`);
    // The primary key is the address: one wallet belongs to at most one account.
    await queryRunner.query(`
      CREATE TABLE "wallet_link" (
        "address" character varying(66) NOT NULL,
        "user_id" uuid NOT NULL,
        "linked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_wallet_link" PRIMARY KEY ("address"),
        CONSTRAINT "FK_wallet_link_user" FOREIGN KEY ("user_id")
          REFERENCES "user_account" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_wallet_link_user_id" ON "wallet_link" ("user_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "wallet_link"`);
    await queryRunner.query(`DROP TABLE "wallet_link_challenge"`);
  }
}
