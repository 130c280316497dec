import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The backbone's tables, added to every service's own migrations:
 * - outbox_event: events recorded in the same transaction as the change they describe;
 *   `sequence` is the publishing order, `published_at` marks what the Kafka relay has sent.
 * - processed_event: one row per (consumer, event) applied, written with the effect, so a
 *   redelivered event changes nothing.
 * - consumer_cursor: how far an embedded consumer has read each source's outbox.
 * - dead_letter_event: deliveries set aside (unknown type, invalid payload, a handler that kept
 *   failing) with the reason.
 */
export class CreateEventTables1763800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "outbox_event" (
        "sequence" bigserial PRIMARY KEY,
        "id" uuid NOT NULL UNIQUE,
        "topic" character varying(100) NOT NULL,
        "type" character varying(100) NOT NULL,
        "version" integer NOT NULL,
        "aggregate_id" character varying(100) NOT NULL,
        "payload" jsonb NOT NULL,
        "trace_id" character varying(100) NOT NULL,
        "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "published_at" TIMESTAMP WITH TIME ZONE
      )`);
    await queryRunner.query(
      `CREATE INDEX "outbox_event_pending" ON "outbox_event" ("sequence") WHERE "published_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "outbox_event_topic_sequence" ON "outbox_event" ("topic", "sequence")`,
    );
    await queryRunner.query(`
      CREATE TABLE "processed_event" (
        "consumer" character varying(100) NOT NULL,
        "event_id" uuid NOT NULL,
        "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        PRIMARY KEY ("consumer", "event_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "consumer_cursor" (
        "consumer" character varying(100) NOT NULL,
        "source" character varying(100) NOT NULL,
        "position" bigint NOT NULL,
        PRIMARY KEY ("consumer", "source")
      )`);
    await queryRunner.query(`
      CREATE TABLE "dead_letter_event" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        "consumer" character varying(100) NOT NULL,
        "fingerprint" character(64) NOT NULL,
        "event_id" character varying(100),
        "topic" character varying(100) NOT NULL,
        "raw" text NOT NULL,
        "reason" text NOT NULL,
        "failed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        UNIQUE ("consumer", "fingerprint")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP TABLE "dead_letter_event", "consumer_cursor", "processed_event", "outbox_event"`,
    );
  }
}
