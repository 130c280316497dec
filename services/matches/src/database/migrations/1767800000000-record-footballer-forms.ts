import type { MigrationInterface, QueryRunner } from 'typeorm';
import { recordFootballerForms } from '../../footballer-figures/footballer-form-updated';

/**
 * A world that existed before FootballerFormUpdated announces every footballer's form once, so the
 * market can sort by it. As of its last full time (the epoch before any): a later full time is newer
 * whatever the game clock did meanwhile. A fresh database has no footballers yet here.
 */
export class RecordFootballerForms1767800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const [{ last }] = (await queryRunner.query(`SELECT max(finished_at) AS last FROM match`)) as [
      { last: Date | string | null },
    ];
    await recordFootballerForms(queryRunner.manager, new Date(last ?? 0));
  }

  // Events already recorded (and maybe delivered) are not taken back.
  async down(): Promise<void> {}
}
