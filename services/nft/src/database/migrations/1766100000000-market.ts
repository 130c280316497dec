import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The player market (docs/market.md): listings of managers' cards, and purchases (of a listing or
 * of a new card from the product) with their progress across nft and spl-rewards.
 */
export class Market1766100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "market_listing" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "card_id" uuid NOT NULL, "seller_id" uuid NOT NULL, "price" integer NOT NULL, "status" character varying(10) NOT NULL, "purchase_id" uuid, "listed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "ended_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_market_listing" PRIMARY KEY ("id"), CONSTRAINT "CHK_market_listing_price" CHECK ("price" > 0))`,
    );
    // One open listing per card: a card cannot be on the market twice.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_market_listing_open_card" ON "market_listing" ("card_id") WHERE "status" IN ('ACTIVE', 'PENDING')`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_market_listing_active" ON "market_listing" ("listed_at" DESC, "id") WHERE "status" = 'ACTIVE'`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_market_listing_seller" ON "market_listing" ("seller_id")`);
    await queryRunner.query(
      `CREATE TABLE "market_purchase" ("id" uuid NOT NULL, "buyer_id" uuid NOT NULL, "idempotency_key" character varying(100) NOT NULL, "listing_id" uuid, "footballer_id" uuid, "seller_id" uuid, "price" integer NOT NULL, "fee" integer NOT NULL, "status" character varying(10) NOT NULL, "failure_reason" character varying(20), "card_id" uuid, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "settled_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_market_purchase" PRIMARY KEY ("id"), CONSTRAINT "UQ_market_purchase_key" UNIQUE ("buyer_id", "idempotency_key"), CONSTRAINT "CHK_market_purchase_what" CHECK (("listing_id" IS NULL) <> ("footballer_id" IS NULL)))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "market_purchase"`);
    await queryRunner.query(`DROP TABLE "market_listing"`);
  }
}
