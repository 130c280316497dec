import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SquadVersions1765200000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "squad_version" (
        "version" BIGSERIAL NOT NULL,
        "manager_id" uuid NOT NULL,
        "saved_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "formation" character varying(10) NOT NULL,
        "members" jsonb NOT NULL,
        "captain_card_id" uuid,
        "vice_captain_card_id" uuid,
        CONSTRAINT "PK_squad_version" PRIMARY KEY ("version")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_squad_version_manager_saved_at" ON "squad_version" ("manager_id", "saved_at")`,
    );
    // Squads saved before versions existed: their present state, as of their last change.
    await queryRunner.query(`
      INSERT INTO "squad_version" ("manager_id", "saved_at", "formation", "members", "captain_card_id", "vice_captain_card_id")
      SELECT s."manager_id", s."updated_at", s."formation",
        COALESCE((SELECT jsonb_agg(jsonb_build_object('cardId', m."card_id", 'slot', m."slot", 'benchOrder', m."bench_order"))
                  FROM "squad_member" m WHERE m."manager_id" = s."manager_id"), '[]'::jsonb),
        s."captain_card_id", s."vice_captain_card_id"
      FROM "squad" s`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "squad_version"`);
  }
}
