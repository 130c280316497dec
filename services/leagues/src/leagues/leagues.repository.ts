import { Injectable } from '@nestjs/common';
import type { Page as SubgraphPage } from '@sfl/subgraph';
import { DataSource, type EntityManager, In } from 'typeorm';
import { LeagueMembershipEntity } from './entities/league-membership.entity';
import { LeagueEntity } from './entities/league.entity';
import type { LeaguePhase } from './models/league.enums';

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * The only TypeORM code of leagues and their memberships (their stakes: LeagueStakesRepository;
 * marks of leagues due for settlement: LeagueSettlementDueRepository; tables: LeagueStandingsRepository).
 */
@Injectable()
export class LeaguesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction (the events recorded there exist exactly when its changes do). */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

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

  existsIn(manager: EntityManager, id: string): Promise<boolean> {
    return manager.existsBy(LeagueEntity, { id });
  }

  insertLeagueIn(manager: EntityManager, league: Omit<LeagueEntity, 'createdAt'>): Promise<LeagueEntity> {
    return manager.save(manager.create(LeagueEntity, league));
  }

  /** The prize pool is held: the league stands. */
  async markFundedIn(manager: EntityManager, id: string): Promise<void> {
    await manager.update(LeagueEntity, id, { phase: 'UPCOMING' });
  }

  async markEndedIn(
    manager: EntityManager,
    id: string,
    phase: 'CANCELLED' | 'FINISHED',
    finishedAt: Date,
  ): Promise<void> {
    await manager.update(LeagueEntity, id, { phase, finishedAt });
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

  /** ACTIVE members of the league. */
  activeMembersIn(manager: EntityManager, leagueId: string): Promise<number> {
    return manager.countBy(LeagueMembershipEntity, { leagueId, status: 'ACTIVE' });
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

  membershipById(id: string, manager = this.dataSource.manager): Promise<LeagueMembershipEntity | null> {
    return manager.findOneBy(LeagueMembershipEntity, { id });
  }

  /** Inserts the membership, or writes over the one with its id (a refused one taken again). */
  saveMembershipIn(
    manager: EntityManager,
    membership: LeagueMembershipEntity,
  ): Promise<LeagueMembershipEntity> {
    return manager.save(manager.create(LeagueMembershipEntity, membership));
  }

  async activateMembershipIn(manager: EntityManager, id: string): Promise<void> {
    await manager.update(LeagueMembershipEntity, id, { status: 'ACTIVE' });
  }

  async refuseMembershipIn(manager: EntityManager, id: string, refusal: string): Promise<void> {
    await manager.update(LeagueMembershipEntity, id, { status: 'REFUSED', refusal });
  }

  /** The member's place and prize at the league's end. */
  async setFinalPlaceIn(manager: EntityManager, id: string, finalRank: number, prize: number): Promise<void> {
    await manager.update(LeagueMembershipEntity, id, { finalRank, prize });
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
}
