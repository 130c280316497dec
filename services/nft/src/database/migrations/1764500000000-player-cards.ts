import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PlayerCards1764500000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // Projections of matches.events: the footballers cards are minted of, and the seasons.
    await queryRunner.query(`
      CREATE TABLE "footballer" (
        "id" uuid NOT NULL,
        "name" text NOT NULL,
        "club_id" uuid NOT NULL,
        "club_name" text NOT NULL,
        "position" character varying(4) NOT NULL,
        "position_group" character varying(3) NOT NULL,
        "overall" integer NOT NULL,
        "rarity" character varying(10) NOT NULL,
        CONSTRAINT "PK_footballer" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "season" (
        "season" integer NOT NULL,
        "first_gameweek" integer NOT NULL,
        "last_gameweek" integer NOT NULL,
        "started_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_season" PRIMARY KEY ("season")
      )`);
    // In-game cards; the unique serial is the last guard behind card_supply's counter.
    await queryRunner.query(`
      CREATE TABLE "player_card" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "footballer_id" uuid NOT NULL,
        "rarity" character varying(10) NOT NULL,
        "season" integer NOT NULL,
        "serial" integer NOT NULL,
        "supply" integer NOT NULL,
        "value" integer NOT NULL,
        "owner_id" uuid NOT NULL,
        "acquired_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_player_card_serial" UNIQUE ("footballer_id", "rarity", "season", "serial"),
        CONSTRAINT "PK_player_card" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_player_card_owner" ON "player_card" ("owner_id")`);
    await queryRunner.query(`
      CREATE TABLE "card_supply" (
        "footballer_id" uuid NOT NULL,
        "rarity" character varying(10) NOT NULL,
        "season" integer NOT NULL,
        "issued" integer NOT NULL,
        CONSTRAINT "PK_card_supply" PRIMARY KEY ("footballer_id", "rarity", "season")
      )`);
    await queryRunner.query(`
      CREATE TABLE "starter_pack" (
        "user_id" uuid NOT NULL,
        "registered_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "granted_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_starter_pack" PRIMARY KEY ("user_id")
      )`);
    // On-chain NFTs as player cards: counted once their footballer is known, until found gone.
    await queryRunner.query(`ALTER TABLE "owned_nft" ADD "counted_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "owned_nft" ADD "lost_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "owned_nft" DROP COLUMN "lost_at"`);
    await queryRunner.query(`ALTER TABLE "owned_nft" DROP COLUMN "counted_at"`);
    await queryRunner.query(`DROP TABLE "starter_pack"`);
    await queryRunner.query(`DROP TABLE "card_supply"`);
    await queryRunner.query(`DROP INDEX "IDX_player_card_owner"`);
    await queryRunner.query(`DROP TABLE "player_card"`);
    await queryRunner.query(`DROP TABLE "season"`);
    await queryRunner.query(`DROP TABLE "footballer"`);
  }
}
