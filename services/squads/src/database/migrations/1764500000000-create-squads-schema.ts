import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSquadsSchema1764500000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // Projections of the other services' events (no foreign keys: those live in other databases).
    await queryRunner.query(`
      CREATE TABLE "footballer" (
        "id" uuid NOT NULL,
        "name" character varying(100) NOT NULL,
        "club_id" uuid NOT NULL,
        "club_name" character varying(100) NOT NULL,
        "club_short_name" character varying(20) NOT NULL,
        "position" character varying(4) NOT NULL,
        "overall" smallint NOT NULL,
        "rarity" character varying(12) NOT NULL,
        CONSTRAINT "PK_footballer" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "card" (
        "id" uuid NOT NULL,
        "footballer_id" uuid NOT NULL,
        "owner_id" uuid,
        "value" integer NOT NULL,
        "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_card" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_card_owner_id" ON "card" ("owner_id")`);
    await queryRunner.query(`
      CREATE TABLE "manager" (
        "id" uuid NOT NULL,
        "username" character varying(20) NOT NULL,
        "registered_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_manager" PRIMARY KEY ("id")
      )`);
    // A manager's saved squad; a manager who never saved has no row (4-3-3, empty).
    await queryRunner.query(`
      CREATE TABLE "squad" (
        "manager_id" uuid NOT NULL,
        "team_name" character varying(30) NOT NULL,
        "formation" character varying(10) NOT NULL,
        "captain_card_id" uuid,
        "vice_captain_card_id" uuid,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_squad" PRIMARY KEY ("manager_id")
      )`);
    // A card is in one squad at most (its owner's): in a starting slot or on the bench.
    await queryRunner.query(`
      CREATE TABLE "squad_member" (
        "card_id" uuid NOT NULL,
        "manager_id" uuid NOT NULL,
        "slot" smallint,
        "bench_order" smallint,
        CONSTRAINT "PK_squad_member" PRIMARY KEY ("card_id"),
        CONSTRAINT "FK_squad_member_squad" FOREIGN KEY ("manager_id")
          REFERENCES "squad" ("manager_id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_squad_member_manager_id" ON "squad_member" ("manager_id")`);
    await queryRunner.query(`
      CREATE TABLE "squad_notice" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "manager_id" uuid NOT NULL,
        "card_id" uuid NOT NULL,
        "message" character varying(200) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_squad_notice" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_squad_notice_manager_created" ON "squad_notice" ("manager_id", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "squad_notice"`);
    await queryRunner.query(`DROP TABLE "squad_member"`);
    await queryRunner.query(`DROP TABLE "squad"`);
    await queryRunner.query(`DROP TABLE "manager"`);
    await queryRunner.query(`DROP TABLE "card"`);
    await queryRunner.query(`DROP TABLE "footballer"`);
  }
}
