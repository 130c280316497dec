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
  /**
   * Keeps each footballer's latest figures per match (of several for one, the last), in one
   * statement; answers the footballers whose figures changed, with their gameweek.
   */
  async recordMany(
    manager: EntityManager,
    figures: readonly MatchFigures[],
  ): Promise<{ gameweek: number; footballerId: string }[]> {
    const latest = [...new Map(figures.map((f) => [`${f.matchId}:${f.footballerId}`, f])).values()];
    const column = <K extends keyof MatchFigures>(key: K) => latest.map((f) => f[key]);
    const changed: { gameweek: number; footballer_id: string }[] = await manager.query(
      `INSERT INTO footballer_match_figures (match_id, footballer_id, gameweek, points, minutes)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::int[], $5::int[])
       ON CONFLICT (match_id, footballer_id) DO UPDATE SET points = EXCLUDED.points, minutes = EXCLUDED.minutes
       WHERE (footballer_match_figures.points, footballer_match_figures.minutes) IS DISTINCT FROM (EXCLUDED.points, EXCLUDED.minutes)
       RETURNING gameweek, footballer_id`,
      [column('matchId'), column('footballerId'), column('gameweek'), column('points'), column('minutes')],
    );
    return changed.map((row) => ({ gameweek: row.gameweek, footballerId: row.footballer_id }));
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
