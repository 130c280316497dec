import { Injectable } from '@nestjs/common';
import { type Position, positionGroupOf } from '@sfl/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { TeamProfiles } from '../leaderboard/team-profiles';
import { SquadsRepository } from '../squads/squads.repository';
import type { LockedPlayer } from './entities/gameweek-lineup.entity';
import type { SquadSnapshot, SquadSnapshots } from './squad-snapshots';

interface SquadRow {
  manager_id: string;
  formation: SquadSnapshot['formation'];
  captain_card_id: string | null;
  vice_captain_card_id: string | null;
  members: {
    cardId: string;
    footballerId: string;
    position: Position;
    slot: number | null;
    benchOrder: number | null;
  }[];
}

/**
 * What points and the leaderboard read of the squads module's tables (manager, squad,
 * squad_member, squad_version, card, footballer); the squads and projections code writes them.
 */
@Injectable()
export class SquadReadsRepository implements SquadSnapshots, TeamProfiles {
  constructor(
    private readonly dataSource: DataSource,
    private readonly squads: SquadsRepository,
  ) {}

  /**
   * A card on the market at the deadline, or listed since (as far as squads knows when it locks),
   * is left out: its slot stays empty, a captaincy it held goes to nobody.
   */
  async page(
    manager: EntityManager,
    at: Date,
    afterManagerId: string | null,
    limit: number,
  ): Promise<SquadSnapshot[]> {
    const rows: SquadRow[] = await manager.query(
      `WITH latest AS (
         SELECT DISTINCT ON (manager_id) manager_id, formation, members, captain_card_id, vice_captain_card_id
         FROM squad_version WHERE saved_at <= $1 AND ($2::uuid IS NULL OR manager_id > $2::uuid)
         ORDER BY manager_id, saved_at DESC, version DESC
         LIMIT $3)
       SELECT l.manager_id, l.formation, l.captain_card_id, l.vice_captain_card_id,
         COALESCE(json_agg(json_build_object('cardId', c.id, 'footballerId', c.footballer_id,
           'position', f.position, 'slot', (m->>'slot')::int, 'benchOrder', (m->>'benchOrder')::int))
           FILTER (WHERE f.id IS NOT NULL), '[]') AS members
       FROM latest l
       LEFT JOIN LATERAL jsonb_array_elements(l.members) AS m ON true
       LEFT JOIN card c ON c.id = (m->>'cardId')::uuid AND NOT EXISTS (
         SELECT 1 FROM listed_card lc WHERE lc.card_id = c.id AND (lc.ended_at IS NULL OR lc.ended_at > $1))
       LEFT JOIN footballer f ON f.id = c.footballer_id
       GROUP BY l.manager_id, l.formation, l.captain_card_id, l.vice_captain_card_id
       ORDER BY l.manager_id`,
      [at, afterManagerId, limit],
    );
    return rows.map(snapshotOf);
  }

  forgetBefore(manager: EntityManager, at: Date): Promise<void> {
    return this.squads.forgetVersionsBeforeIn(manager, at);
  }

  async namesOf(managerIds: readonly string[]) {
    const rows: { id: string; username: string; team_name: string | null }[] = managerIds.length
      ? await this.dataSource.query(
          `SELECT m.id, m.username, s.team_name FROM manager m LEFT JOIN squad s ON s.manager_id = m.id
           WHERE m.id = ANY($1::uuid[])`,
          [managerIds],
        )
      : [];
    return new Map(rows.map((row) => [row.id, { username: row.username, teamName: row.team_name }]));
  }

  async teamValueOf(managerId: string): Promise<number> {
    const [row]: { value: number }[] = await this.dataSource.query(
      `SELECT COALESCE(SUM(c.value), 0)::int AS value FROM squad_member m JOIN card c ON c.id = m.card_id
       WHERE m.manager_id = $1`,
      [managerId],
    );
    return row.value;
  }
}

function snapshotOf(row: SquadRow): SquadSnapshot {
  const player = (member: SquadRow['members'][number]): LockedPlayer => ({
    cardId: member.cardId,
    footballerId: member.footballerId,
    group: positionGroupOf(member.position),
    ...(member.slot !== null && { slot: member.slot }),
  });
  const footballerOf = (cardId: string | null) =>
    row.members.find((member) => member.cardId === cardId)?.footballerId ?? null;
  const ordered = (key: 'slot' | 'benchOrder') =>
    row.members.filter((member) => member[key] !== null).sort((a, b) => a[key]! - b[key]!);
  return {
    managerId: row.manager_id,
    formation: row.formation,
    starters: ordered('slot').map(player),
    bench: ordered('benchOrder').map(player),
    captainFootballerId: footballerOf(row.captain_card_id),
    viceCaptainFootballerId: footballerOf(row.vice_captain_card_id),
  };
}
