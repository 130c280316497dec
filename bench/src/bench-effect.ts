import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A bench consumer's effect table: one row per event applied, with the moment it was written
 * (`clock_timestamp()`, not the transaction's start), so commit → effect latency can be read back.
 */
export class CreateBenchEffect1763900000000 implements MigrationInterface {
  async up(q: QueryRunner) {
    await q.query(
      `CREATE TABLE bench_effect (event_id uuid PRIMARY KEY, occurred_at timestamptz NOT NULL, applied_at timestamptz NOT NULL DEFAULT clock_timestamp())`,
    );
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE bench_effect');
  }
}
