import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The market's trust rules (docs/market.md): a listing stays ACTIVE until a buyer's SPL is held
 * (no more PENDING listings: one held by a purchase under way goes back on the market, where that
 * purchase still gets it at its price once its SPL is held); the buyers' pending purchases and the
 * sellers' open listings are counted for the quotas; and the gameweeks each manager locked a lineup
 * for are kept, for the rule that only a manager who has played a gameweek may list.
 */
export class MarketFundsFirst1767100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "market_listing" SET "status" = 'ACTIVE', "purchase_id" = NULL WHERE "status" = 'PENDING'`,
    );
    await queryRunner.query(`DROP INDEX "UQ_market_listing_open_card"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_market_listing_open_card" ON "market_listing" ("card_id") WHERE "status" = 'ACTIVE'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_market_listing_seller_active" ON "market_listing" ("seller_id") WHERE "status" = 'ACTIVE'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_market_purchase_pending_buyer" ON "market_purchase" ("buyer_id") WHERE "status" = 'PENDING'`,
    );
    await queryRunner.query(
      `CREATE TABLE "locked_lineup" ("manager_id" uuid NOT NULL, "gameweek" integer NOT NULL, CONSTRAINT "PK_locked_lineup" PRIMARY KEY ("manager_id", "gameweek"))`,
    );
    // The lineups still locked are known; those of gameweeks already released are not.
    await queryRunner.query(
      `INSERT INTO "locked_lineup" ("manager_id", "gameweek") SELECT DISTINCT "manager_id", "gameweek" FROM "lineup_lock"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "locked_lineup"`);
    await queryRunner.query(`DROP INDEX "IDX_market_purchase_pending_buyer"`);
    await queryRunner.query(`DROP INDEX "IDX_market_listing_seller_active"`);
    await queryRunner.query(`DROP INDEX "UQ_market_listing_open_card"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_market_listing_open_card" ON "market_listing" ("card_id") WHERE "status" IN ('ACTIVE', 'PENDING')`,
    );
  }
}
