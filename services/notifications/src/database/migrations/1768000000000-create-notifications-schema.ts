import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The notifications, their deliveries and preferences, and the names they are written with (docs/notifications.md). */
export class CreateNotificationsSchema1768000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "notification" ("id" uuid NOT NULL, "manager_id" uuid NOT NULL, "kind" character varying(30) NOT NULL, "source_event_id" uuid NOT NULL, "title" character varying(200) NOT NULL, "body" character varying(1000) NOT NULL, "link" character varying(200) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "read_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_notification" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_notification_source" ON "notification" ("manager_id", "source_event_id", "kind") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_notification_manager" ON "notification" ("manager_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_notification_unread" ON "notification" ("manager_id") WHERE "read_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "notification_delivery" ("notification_id" uuid NOT NULL, "channel" character varying(10) NOT NULL, "status" character varying(10) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_notification_delivery" PRIMARY KEY ("notification_id", "channel"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_notification_delivery_pending" ON "notification_delivery" ("created_at") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `CREATE TABLE "notification_preference" ("manager_id" uuid NOT NULL, "kind" character varying(30) NOT NULL, "in_app" boolean NOT NULL, "email" boolean NOT NULL, "push" boolean NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_notification_preference" PRIMARY KEY ("manager_id", "kind"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "manager" ("id" uuid NOT NULL, "username" character varying(20) NOT NULL, CONSTRAINT "PK_manager" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "footballer" ("id" uuid NOT NULL, "name" text NOT NULL, CONSTRAINT "PK_footballer" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "card" ("id" uuid NOT NULL, "footballer_id" uuid NOT NULL, CONSTRAINT "PK_card" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "league" ("id" uuid NOT NULL, "name" text NOT NULL, CONSTRAINT "PK_league" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "championship" ("id" uuid NOT NULL, "name" text NOT NULL, "start_gameweek" integer NOT NULL, "end_gameweek" integer NOT NULL, CONSTRAINT "PK_championship" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "pre_registration" ("championship_id" uuid NOT NULL, "manager_id" uuid NOT NULL, "notify_email" boolean NOT NULL, "notify_push" boolean NOT NULL, CONSTRAINT "PK_pre_registration" PRIMARY KEY ("championship_id", "manager_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification_delivery" ADD CONSTRAINT "FK_notification_delivery_notification" FOREIGN KEY ("notification_id") REFERENCES "notification"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "notification_delivery"`);
    await queryRunner.query(`DROP TABLE "notification"`);
    await queryRunner.query(`DROP TABLE "notification_preference"`);
    await queryRunner.query(`DROP TABLE "pre_registration"`);
    await queryRunner.query(`DROP TABLE "championship"`);
    await queryRunner.query(`DROP TABLE "league"`);
    await queryRunner.query(`DROP TABLE "card"`);
    await queryRunner.query(`DROP TABLE "footballer"`);
    await queryRunner.query(`DROP TABLE "manager"`);
  }
}
