import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A footballer's market (docs/market.md, A footballer's market): each listing keeps its card's
 * footballer and tier, so the open listings of a footballer per tier and his sales by time are read
 * from an index of their own, not by joining every card the footballer has (thousands a season).
 */
export class FootballerMarket1767200000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "market_listing" ADD "footballer_id" uuid, ADD "rarity" character varying(10)`,
    );
    await queryRunner.query(
      `UPDATE "market_listing" l SET "footballer_id" = c."footballer_id", "rarity" = c."rarity" FROM "player_card" c WHERE c."id" = l."card_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "market_listing" ALTER COLUMN "footballer_id" SET NOT NULL, ALTER COLUMN "rarity" SET NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_market_listing_footballer_floor" ON "market_listing" ("footballer_id", "rarity", "price") WHERE "status" = 'ACTIVE'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_market_listing_footballer_sales" ON "market_listing" ("footballer_id", "ended_at", "id") WHERE "status" = 'SOLD'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_market_listing_footballer_sales"`);
    await queryRunner.query(`DROP INDEX "IDX_market_listing_footballer_floor"`);
    await queryRunner.query(`ALTER TABLE "market_listing" DROP COLUMN "rarity", DROP COLUMN "footballer_id"`);
  }
}
