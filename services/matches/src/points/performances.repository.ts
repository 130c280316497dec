import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page } from '@sfl/subgraph';
import type { EntityManager, Repository } from 'typeorm';
import { FootballerPerformanceEntity } from './entities/footballer-performance.entity';

export interface GameweekPerformance {
  footballerId: string;
  gameweek: number;
  points: number;
  goals: number;
  assists: number;
}

/** One footballer's figures in one gameweek, summed over his matches in it. */
export interface FootballerGameweekFigures {
  footballerId: string;
  gameweek: number;
  /** his matches in the gameweek */
  appearances: number;
  points: number;
  minutes: number;
  goals: number;
  assists: number;
  /** his matches in the gameweek in which he kept a clean sheet */
  cleanSheets: number;
}

@Injectable()
export class PerformancesRepository {
  constructor(
    @InjectRepository(FootballerPerformanceEntity)
    private readonly performances: Repository<FootballerPerformanceEntity>,
  ) {}

  /** Points summed per footballer over the gameweek's matches, most first (ties: goals, assists). */
  async best(gameweek: number, { limit, offset }: Page): Promise<GameweekPerformance[]> {
    const rows = (await this.performances.query(
      `SELECT footballer_id, sum(points) AS points, sum(goals) AS goals, sum(assists) AS assists
       FROM footballer_performance WHERE gameweek = $1
       GROUP BY footballer_id
       ORDER BY sum(points) DESC, sum(goals) DESC, sum(assists) DESC, footballer_id
       LIMIT $2 OFFSET $3`,
      [gameweek, limit, offset],
    )) as { footballer_id: string; points: string; goals: string; assists: string }[];
    return rows.map((row) => ({
      footballerId: row.footballer_id,
      gameweek,
      points: Number(row.points),
      goals: Number(row.goals),
      assists: Number(row.assists),
    }));
  }

  /** The footballers' figures per gameweek from `first` to `last`, oldest first; a gameweek without a match of his has no row. */
  perGameweekOf(
    footballerIds: readonly string[],
    range: { first: number; last: number },
  ): Promise<FootballerGameweekFigures[]> {
    return perGameweekFiguresIn(this.performances.manager, footballerIds, range);
  }
}

/**
 * The footballers' figures per gameweek from `first` to `last`, oldest first (a gameweek without a
 * match of his has no row); also inside a transaction of the caller, where full time records forms.
 */
export async function perGameweekFiguresIn(
  manager: EntityManager,
  footballerIds: readonly string[],
  { first, last }: { first: number; last: number },
): Promise<FootballerGameweekFigures[]> {
  const rows = (await manager.query(
    `SELECT footballer_id, gameweek, count(*) AS appearances, sum(points) AS points,
       sum(minutes_played) AS minutes, sum(goals) AS goals, sum(assists) AS assists,
       count(*) FILTER (WHERE clean_sheet) AS clean_sheets
     FROM footballer_performance
     WHERE footballer_id = ANY($1::uuid[]) AND gameweek BETWEEN $2 AND $3
     GROUP BY footballer_id, gameweek
     ORDER BY footballer_id, gameweek`,
    [footballerIds, first, last],
  )) as {
    footballer_id: string;
    gameweek: number;
    appearances: string;
    points: string;
    minutes: string;
    goals: string;
    assists: string;
    clean_sheets: string;
  }[];
  return rows.map((row) => ({
    footballerId: row.footballer_id,
    gameweek: row.gameweek,
    appearances: Number(row.appearances),
    points: Number(row.points),
    minutes: Number(row.minutes),
    goals: Number(row.goals),
    assists: Number(row.assists),
    cleanSheets: Number(row.clean_sheets),
  }));
}
