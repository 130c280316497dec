import type { MigrationInterface, QueryRunner } from 'typeorm';
import { recordFootballersRegistered } from '../../world/footballer-registered';

/**
 * A world written before FootballerRegistered existed announces its footballers once, so the
 * services that keep a copy (cards, squads) learn every one of them. A fresh database has no
 * footballers yet here: the seeder records them with the world.
 */
export class RecordFootballersRegistered1764100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const clubs = (await queryRunner.query(`SELECT id, name, short_name AS "shortName" FROM club`)) as [];
    const footballers = (await queryRunner.query(
      `SELECT id, club_id AS "clubId", name, position, overall, rarity FROM footballer ORDER BY club_id, id`,
    )) as [];
    await recordFootballersRegistered(queryRunner.manager, clubs, footballers);
  }

  // Events already recorded (and maybe delivered) are not taken back.
  async down(): Promise<void> {}
}
