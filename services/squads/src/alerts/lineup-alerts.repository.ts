import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A manager fielding an injured footballer, and where. */
export interface FieldingManager {
  managerId: string;
  role: 'STARTER' | 'BENCH';
  footballerName: string;
  clubName: string;
}

/** A manager whose squad has fewer than 11 starters. */
export interface IncompleteLineup {
  managerId: string;
  starters: number;
}

// The lineups of the gameweek being played (its deadline passed here, its end not yet) and every
// saved squad (next gameweek's lineup at its deadline); a manager in both is told of the first.
const FIELDING = `WITH live AS (
    SELECT gameweek FROM scored_gameweek
    WHERE deadline IS NOT NULL AND finished_at IS NULL ORDER BY gameweek DESC LIMIT 1
  ), fielded AS (
    SELECT l.manager_id, CASE WHEN l.starters @> $2::jsonb THEN 'STARTER' ELSE 'BENCH' END AS role, 0 AS rank
    FROM gameweek_lineup l JOIN live ON live.gameweek = l.gameweek
    WHERE l.starters @> $2::jsonb OR l.bench @> $2::jsonb
    UNION ALL
    SELECT m.manager_id, CASE WHEN m.slot IS NULL THEN 'BENCH' ELSE 'STARTER' END, 1
    FROM squad_member m JOIN card c ON c.id = m.card_id
    WHERE c.footballer_id = $1
  )
  SELECT DISTINCT ON (fielded.manager_id) fielded.manager_id, fielded.role, f.name, f.club_name
  FROM fielded JOIN footballer f ON f.id = $1
  ORDER BY fielded.manager_id, fielded.rank`;

// Managers holding a card or having saved a squad, with their starters, unless the gameweek's
// deadline has already passed here (its lineups are locked: too late to remind).
const INCOMPLETE = `SELECT o.manager_id, count(m.card_id)::int AS starters
  FROM (SELECT owner_id AS manager_id FROM card WHERE owner_id IS NOT NULL UNION SELECT manager_id FROM squad) o
  LEFT JOIN squad_member m ON m.manager_id = o.manager_id AND m.slot IS NOT NULL
  WHERE NOT EXISTS (SELECT 1 FROM scored_gameweek g WHERE g.gameweek = $1 AND g.deadline IS NOT NULL)
  GROUP BY o.manager_id
  HAVING count(m.card_id) < 11
  ORDER BY o.manager_id`;

/** The reads behind the lineup alerts: one statement each, however many managers they find. */
@Injectable()
export class LineupAlertsRepository {
  async fieldingIn(manager: EntityManager, footballerId: string): Promise<FieldingManager[]> {
    const rows: { manager_id: string; role: FieldingManager['role']; name: string; club_name: string }[] =
      await manager.query(FIELDING, [footballerId, JSON.stringify([{ footballerId }])]);
    return rows.map((row) => ({
      managerId: row.manager_id,
      role: row.role,
      footballerName: row.name,
      clubName: row.club_name,
    }));
  }

  async incompleteIn(manager: EntityManager, gameweek: number): Promise<IncompleteLineup[]> {
    const rows: { manager_id: string; starters: number }[] = await manager.query(INCOMPLETE, [gameweek]);
    return rows.map((row) => ({ managerId: row.manager_id, starters: row.starters }));
  }
}
