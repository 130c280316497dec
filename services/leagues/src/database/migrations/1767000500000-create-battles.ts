import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Head-to-head battles and the wagers held for them (docs/battles.md). */
export class CreateBattles1767000500000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "battle" ("id" uuid NOT NULL, "challenger_id" uuid NOT NULL, "invited_id" uuid, "opponent_id" uuid, "status" character varying(9) NOT NULL, "wager" integer NOT NULL, "gameweek" integer NOT NULL, "challenger_stake_id" uuid NOT NULL, "opponent_stake_id" uuid, "challenger_score" integer, "opponent_score" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "settled_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_battle" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_battle_challenger" ON "battle" ("challenger_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_battle_opponent" ON "battle" ("opponent_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_battle_gameweek_status" ON "battle" ("gameweek", "status")`);
    // The challenges still waiting for somebody (openBattles).
    await queryRunner.query(
      `CREATE INDEX "IDX_battle_open" ON "battle" ("created_at") WHERE "status" = 'PENDING' AND "opponent_id" IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "battle_stake" ("id" uuid NOT NULL, "battle_id" uuid NOT NULL, "manager_id" uuid NOT NULL, "amount" integer NOT NULL, "status" character varying(10) NOT NULL, "refusal" character varying(200), "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_battle_stake" PRIMARY KEY ("id"), CONSTRAINT "FK_battle_stake_battle" FOREIGN KEY ("battle_id") REFERENCES "battle"("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_battle_stake_battle" ON "battle_stake" ("battle_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "battle_stake"`);
    await queryRunner.query(`DROP TABLE "battle"`);
  }
}
