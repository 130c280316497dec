import { Injectable } from '@nestjs/common';
import type { Page as SubgraphPage } from '@sfl/subgraph';
import { DataSource, type EntityManager, In } from 'typeorm';
import { LeagueMembershipEntity } from './entities/league-membership.entity';
import { LeagueStakeEntity, type StakeStatus } from './entities/league-stake.entity';
import { LeagueEntity } from './entities/league.entity';
import type { LeaguePhase } from './models/league.enums';

export interface Page<T> {
  items: T[];
  total: number;
}

/** The stakes whose amounts make up a pot: held, or paid out of it at the end. */
const IN_POT: StakeStatus[] = ['HELD', 'PAID_OUT'];

/** The only TypeORM code of leagues, their memberships and stakes. */
@Injectable()
export class LeaguesRepository {
  constructor(private readonly dataSource: DataSource) {}

  byId(id: string, manager = this.dataSource.manager): Promise<LeagueEntity | null> {
    return manager.findOneBy(LeagueEntity, { id });
  }

  byIds(ids: readonly string[], manager = this.dataSource.manager): Promise<LeagueEntity[]> {
    return ids.length ? manager.findBy(LeagueEntity, { id: In([...ids]) }) : Promise.resolve([]);
  }

  /** The league's row, locked until the transaction ends: its seats and phase change one at a time. */
  lockIn(manager: EntityManager, id: string): Promise<LeagueEntity | null> {
    return manager.findOne(LeagueEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  byInviteCode(code: string, manager = this.dataSource.manager): Promise<LeagueEntity | null> {
    return manager.findOneBy(LeagueEntity, { inviteCode: code });
  }

  async inviteCodeTakenIn(manager: EntityManager, code: string): Promise<boolean> {
    return manager.existsBy(LeagueEntity, { inviteCode: code });
  }

  /**
   * The leagues one may look for: not funding, finished or cancelled, and public unless the caller
   * is a member (ACTIVE or PENDING); newest first.
   */
  async available(limit: number, offset: number, callerId: string | null): Promise<Page<LeagueEntity>> {
    const [items, total] = await this.dataSource.manager
      .createQueryBuilder(LeagueEntity, 'league')
      .where("league.phase = 'UPCOMING'")
      .andWhere(
        `(NOT league.is_private OR EXISTS (SELECT 1 FROM league_membership m WHERE m.league_id = league.id
         AND m.manager_id = :callerId AND m.status IN ('ACTIVE', 'PENDING')))`,
        { callerId },
      )
      .orderBy('league.createdAt', 'DESC')
      .addOrderBy('league.id', 'ASC')
      .take(limit)
      .skip(offset)
      .getManyAndCount();
    return { items, total };
  }

  /**
   * Marks due for settlement, in one statement, the leagues still counting points that end with
   * this gameweek (the member's only, when named) once it finished and no ACTIVE member's locked
   * lineup still waits for its final figure.
   */
  async markSettlementDueIn(
    manager: EntityManager,
    gameweek: number,
    memberId: string | null,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO league_settlement_due (league_id)
       SELECT league.id FROM league
       WHERE league.phase = 'UPCOMING' AND league.end_gameweek = $1
         AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM league_membership m WHERE m.league_id = league.id
           AND m.manager_id = $2 AND m.status = 'ACTIVE'))
         AND EXISTS (SELECT 1 FROM gameweek g WHERE g.gameweek = $1 AND g.finished_at IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM league_membership m JOIN manager_gameweek_points p
           ON p.manager_id = m.manager_id AND p.gameweek = $1
           WHERE m.league_id = league.id AND m.status = 'ACTIVE' AND p.has_lineup AND NOT p.final)
       ON CONFLICT (league_id) DO NOTHING`,
      [gameweek, memberId],
    );
  }

  /**
   * A league due for settlement that no other transaction is settling, its mark locked until this
   * transaction ends (deleted there when settled); null when none is left.
   */
  async nextSettlementDueIn(manager: EntityManager): Promise<string | null> {
    const [row] = (await manager.query(
      'SELECT league_id AS "leagueId" FROM league_settlement_due ORDER BY league_id LIMIT 1 FOR UPDATE SKIP LOCKED',
    )) as { leagueId: string }[];
    return row?.leagueId ?? null;
  }

  async settlementDoneIn(manager: EntityManager, leagueId: string): Promise<void> {
    await manager.query('DELETE FROM league_settlement_due WHERE league_id = $1', [leagueId]);
  }

  /** ACTIVE members per league. */
  async seatsTaken(
    leagueIds: readonly string[],
    manager = this.dataSource.manager,
  ): Promise<Map<string, number>> {
    const rows = (await manager.query(
      `SELECT league_id AS "leagueId", count(*)::int AS seats FROM league_membership
       WHERE league_id = ANY($1::uuid[]) AND status = 'ACTIVE' GROUP BY league_id`,
      [leagueIds],
    )) as { leagueId: string; seats: number }[];
    return new Map(rows.map((row) => [row.leagueId, row.seats]));
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

  membershipOf(
    leagueId: string,
    managerId: string,
    manager = this.dataSource.manager,
  ): Promise<LeagueMembershipEntity | null> {
    return manager.findOneBy(LeagueMembershipEntity, { leagueId, managerId });
  }

  /** One manager's joins take turns until the transaction ends, so his count of pending joins holds. */
  async joinTurnIn(manager: EntityManager, managerId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`league-joiner:${managerId}`]);
  }

  /** One manager's league creations take turns until the transaction ends, so his count of open leagues holds. */
  async creatorTurnIn(manager: EntityManager, creatorId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`league-creator:${creatorId}`]);
  }

  /** Leagues the manager created that have not ended (FINISHED or CANCELLED) yet. */
  openLeaguesCreatedByIn(manager: EntityManager, creatorId: string): Promise<number> {
    return manager.countBy(LeagueEntity, { creatorId, phase: In(['FUNDING', 'UPCOMING']) });
  }

  /** The manager's joins waiting for their entry fee. */
  pendingMembershipsOf(managerId: string, manager = this.dataSource.manager): Promise<number> {
    return manager.countBy(LeagueMembershipEntity, { managerId, status: 'PENDING' });
  }

  membershipById(id: string): Promise<LeagueMembershipEntity | null> {
    return this.dataSource.manager.findOneBy(LeagueMembershipEntity, { id });
  }

  /** The caller's memberships of these leagues, by league. */
  async membershipsOf(
    managerId: string,
    leagueIds: readonly string[],
  ): Promise<Map<string, LeagueMembershipEntity>> {
    if (!leagueIds.length) return new Map();
    const rows = await this.dataSource.manager.findBy(LeagueMembershipEntity, {
      managerId,
      leagueId: In([...leagueIds]),
    });
    return new Map(rows.map((row) => [row.leagueId, row]));
  }

  /**
   * A page of the leagues the manager is an ACTIVE member of, in `phases` order (an UPCOMING league
   * whose first deadline passed counts as RUNNING), then newest first.
   */
  activeLeaguesOf(
    managerId: string,
    phases: readonly LeaguePhase[],
    { limit, offset }: SubgraphPage,
  ): Promise<LeagueEntity[]> {
    return this.dataSource.manager
      .createQueryBuilder(LeagueEntity, 'league')
      .innerJoin(
        LeagueMembershipEntity,
        'm',
        "m.league_id = league.id AND m.manager_id = :managerId AND m.status = 'ACTIVE'",
        { managerId },
      )
      .addSelect(
        `array_position(:phases::varchar[], CASE WHEN league.phase = 'UPCOMING' AND EXISTS (
           SELECT 1 FROM gameweek g WHERE g.gameweek = league.start_gameweek AND g.deadline_passed_at IS NOT NULL
         ) THEN 'RUNNING' ELSE league.phase END)`,
        'phase_order',
      )
      .setParameter('phases', phases)
      .orderBy('phase_order', 'ASC')
      .addOrderBy('league.createdAt', 'DESC')
      .addOrderBy('league.id', 'ASC')
      .limit(limit)
      .offset(offset)
      .getMany();
  }

  stakeIn(manager: EntityManager, id: string): Promise<LeagueStakeEntity | null> {
    return manager.findOne(LeagueStakeEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  heldStakesIn(manager: EntityManager, leagueId: string): Promise<LeagueStakeEntity[]> {
    return manager.find(LeagueStakeEntity, {
      where: { leagueId, status: 'HELD' },
      order: { requestedAt: 'ASC', id: 'ASC' },
    });
  }
}
