import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page } from '@sfl/subgraph';
import type { Repository } from 'typeorm';
import { FootballerPerformanceEntity } from './entities/footballer-performance.entity';

export interface GameweekPerformance {
  footballerId: string;
  gameweek: number;
  points: number;
  goals: number;
  assists: number;
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
}
