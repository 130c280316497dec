import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUserAccount1763700000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "user_account" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "username" character varying(20) NOT NULL,
        "username_key" character varying(20) NOT NULL,
        "password_hash" character varying(255) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_user_account" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_user_account_username_key" UNIQUE ("username_key")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "user_account"`);
  }
}
