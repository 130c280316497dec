import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page } from '@sfl/subgraph';
import { In, type Repository } from 'typeorm';
import { MatchActionEntity } from './entities/match-action.entity';
import { MatchEntity } from './entities/match.entity';

/** The reads behind the match queries (writes go through MatchActionsService). */
@Injectable()
export class MatchesRepository {
  constructor(
    @InjectRepository(MatchEntity) private readonly matches: Repository<MatchEntity>,
    @InjectRepository(MatchActionEntity) private readonly actions: Repository<MatchActionEntity>,
  ) {}

  byIds(ids: string[]): Promise<MatchEntity[]> {
    return this.matches.findBy({ id: In(ids) });
  }

  ofGameweek(gameweek: number, { limit, offset }: Page): Promise<MatchEntity[]> {
    return this.matches.find({
      where: { gameweek },
      order: { kickoffAt: 'ASC', id: 'ASC' },
      take: limit,
      skip: offset,
    });
  }

  live(): Promise<MatchEntity[]> {
    return this.matches.find({ where: { status: 'LIVE' }, order: { startedAt: 'DESC', id: 'ASC' } });
  }

  finishedIn(gameweek: number, limit: number): Promise<MatchEntity[]> {
    return this.matches.find({
      where: { gameweek, status: 'FT' },
      order: { finishedAt: 'DESC', id: 'ASC' },
      take: limit,
    });
  }

  /** The latest gameweek in which a match has kicked off, or null before the season starts. */
  async latestStartedGameweek(): Promise<number | null> {
    const [row] = (await this.matches.query(
      `SELECT max(gameweek) AS gameweek FROM match WHERE status <> 'SCHEDULED'`,
    )) as { gameweek: number | null }[];
    return row?.gameweek ?? null;
  }

  actionsOf(matchIds: string[]): Promise<MatchActionEntity[]> {
    return this.actions.find({
      where: { matchId: In(matchIds) },
      order: { matchId: 'ASC', sequence: 'ASC' },
    });
  }
}
