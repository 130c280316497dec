import { Injectable } from '@nestjs/common';
import type { PayloadOf } from '@sfl/events';
import type { FootballerRegistered } from '@sfl/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** What a lock needs of a footballer: whose club he plays for, and his name for an error. */
export interface FootballerClub {
  name: string;
  clubId: string;
}

/** The only code that writes the footballer table. */
@Injectable()
export class FootballersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The footballers' names and clubs, by id (in `manager`'s transaction if given); one not registered here yet is absent. */
  async clubsOf(
    footballerIds: readonly string[],
    manager?: EntityManager,
  ): Promise<Map<string, FootballerClub>> {
    const rows: { id: string; name: string; club_id: string }[] = await (
      manager ?? this.dataSource.manager
    ).query(`SELECT id, name, club_id FROM footballer WHERE id = ANY($1::uuid[])`, [footballerIds]);
    return new Map(rows.map((row) => [row.id, { name: row.name, clubId: row.club_id }]));
  }

  /** Registered again (matches re-announcing its world) it takes the newer figures. */
  async registerIn(
    manager: EntityManager,
    footballer: PayloadOf<typeof FootballerRegistered>,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO footballer (id, name, club_id, club_name, club_short_name, position, overall, rarity)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, club_id = EXCLUDED.club_id,
         club_name = EXCLUDED.club_name, club_short_name = EXCLUDED.club_short_name,
         position = EXCLUDED.position, overall = EXCLUDED.overall, rarity = EXCLUDED.rarity`,
      [
        footballer.footballerId,
        footballer.name,
        footballer.club.id,
        footballer.club.name,
        footballer.club.shortName,
        footballer.position,
        footballer.overall,
        footballer.rarity,
      ],
    );
  }
}
