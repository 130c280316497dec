import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { LeagueStakeEntity, type StakeStatus } from './entities/league-stake.entity';

/** The stakes whose amounts make up a pot: held, or paid out of it at the end. */
const IN_POT: StakeStatus[] = ['HELD', 'PAID_OUT'];

/** The only TypeORM code of league stakes (prize pools and entry fees asked of spl-rewards). */
@Injectable()
export class LeagueStakesRepository {
  constructor(private readonly dataSource: DataSource) {}

  insertIn(manager: EntityManager, stake: LeagueStakeEntity): Promise<LeagueStakeEntity> {
    return manager.save(manager.create(LeagueStakeEntity, stake));
  }

  /** A stake without a lock: to find its league, whose lock comes first. */
  byIdIn(manager: EntityManager, id: string): Promise<LeagueStakeEntity | null> {
    return manager.findOneBy(LeagueStakeEntity, { id });
  }

  lockIn(manager: EntityManager, id: string): Promise<LeagueStakeEntity | null> {
    return manager.findOne(LeagueStakeEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  heldIn(manager: EntityManager, leagueId: string): Promise<LeagueStakeEntity[]> {
    return manager.find(LeagueStakeEntity, {
      where: { leagueId, status: 'HELD' },
      order: { requestedAt: 'ASC', id: 'ASC' },
    });
  }

  /** spl-rewards' answer to a REQUESTED stake. */
  async setAnswerIn(manager: EntityManager, id: string, answer: 'HELD' | 'REFUSED'): Promise<void> {
    await manager.update(LeagueStakeEntity, id, { status: answer });
  }

  /** Held stakes named in a release or a payout: they stop being HELD there, so none is named twice. */
  async settleIn(
    manager: EntityManager,
    stakes: readonly LeagueStakeEntity[],
    status: 'RELEASED' | 'PAID_OUT',
  ): Promise<void> {
    await manager.update(LeagueStakeEntity, { id: In(stakes.map((stake) => stake.id)) }, { status });
  }

  /** Prize pool and entry fees held, per league. */
  async pots(leagueIds: readonly string[]): Promise<Map<string, number>> {
    const rows = (await this.dataSource.query(
      `SELECT league_id AS "leagueId", sum(amount)::int AS pot FROM league_stake
       WHERE league_id = ANY($1::uuid[]) AND status = ANY($2::text[]) GROUP BY league_id`,
      [leagueIds, IN_POT],
    )) as { leagueId: string; pot: number }[];
    return new Map(rows.map((row) => [row.leagueId, row.pot]));
  }
}
