import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The market's listings as nft announces them (docs/squads.md): a listed card cannot be fielded. */
export class ListedCards1766200000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "listed_card" ("listing_id" uuid NOT NULL, "card_id" uuid NOT NULL, "seller_id" uuid NOT NULL, "listed_at" TIMESTAMP WITH TIME ZONE, "ended_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_listed_card" PRIMARY KEY ("listing_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_listed_card_card_id" ON "listed_card" ("card_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "listed_card"`);
  }
}
