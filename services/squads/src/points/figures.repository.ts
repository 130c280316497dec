import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { GameweekFigures } from './gameweek-score';

export interface MatchFigures {
  matchId: string;
  gameweek: number;
  footballerId: string;
  points: number;
  minutes: number;
}

/** The only code that touches footballer_match_figures. */
@Injectable()
export class FiguresRepository {
  /** Keeps a footballer's latest figures in a match; false when they did not change. */
  async record(manager: EntityManager, figures: MatchFigures): Promise<boolean> {
    const changed: unknown[] = await manager.query(
      `INSERT INTO footballer_match_figures (match_id, footballer_id, gameweek, points, minutes)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (match_id, footballer_id) DO UPDATE SET points = EXCLUDED.points, minutes = EXCLUDED.minutes
       WHERE (footballer_match_figures.points, footballer_match_figures.minutes) IS DISTINCT FROM (EXCLUDED.points, EXCLUDED.minutes)
       RETURNING match_id`,
      [figures.matchId, figures.footballerId, figures.gameweek, figures.points, figures.minutes],
    );
    return changed.length > 0;
  }

  /** The footballers' figures summed over the gameweek's matches; a footballer without any is absent. */
  async ofGameweek(
    manager: EntityManager,
    gameweek: number,
    footballerIds: readonly string[],
  ): Promise<Map<string, GameweekFigures>> {
    if (footballerIds.length === 0) return new Map();
    const rows: { footballer_id: string; points: number; minutes: number }[] = await manager.query(
      `SELECT footballer_id, SUM(points)::int AS points, SUM(minutes)::int AS minutes
       FROM footballer_match_figures WHERE gameweek = $1 AND footballer_id = ANY($2::uuid[])
       GROUP BY footballer_id`,
      [gameweek, footballerIds],
    );
    return new Map(rows.map((row) => [row.footballer_id, { points: row.points, minutes: row.minutes }]));
  }
}
