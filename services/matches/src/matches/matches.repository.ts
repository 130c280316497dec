import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page } from '@sfl/subgraph';
import { type EntityManager, In, LessThanOrEqual, type Repository } from 'typeorm';
import type { Position } from '@sfl/contracts';
import { insertInChunks } from '../shared/insert-in-chunks';
import { MatchActionEntity } from './entities/match-action.entity';
import { type MatchDriver, MatchEntity } from './entities/match.entity';

export type NewMatch = Pick<
  MatchEntity,
  'id' | 'season' | 'gameweek' | 'kickoffAt' | 'homeClubId' | 'awayClubId'
>;
export type NewMatchAction = Pick<
  MatchActionEntity,
  | 'id'
  | 'matchId'
  | 'sequence'
  | 'minute'
  | 'kind'
  | 'clubId'
  | 'footballerId'
  | 'assistFootballerId'
  | 'relatedFootballerId'
  | 'homeScore'
  | 'awayScore'
>;

/** A footballer named for a match, with what the engine needs of them. */
export interface NamedPlayer {
  id: string;
  clubId: string;
  role: 'STARTER' | 'BENCH';
  position: Position;
  overall: number;
}

/** A fixture not kicked off yet, as one of its clubs sees it. */
export interface ClubFixture {
  clubId: string;
  match: Pick<MatchEntity, 'id' | 'gameweek' | 'kickoffAt' | 'homeClubId' | 'awayClubId'>;
}

/** A fixture of a season, as GameweeksScheduled announces it. */
export interface SeasonFixture {
  matchId: string;
  gameweek: number;
  homeClubId: string;
  awayClubId: string;
  kickoffAt: Date;
}

const ORDER_OF_KICK_OFF = { kickoffAt: 'ASC', id: 'ASC' } as const;

/**
 * The only code that touches the match and match_action tables. Writes happen inside the
 * transaction of a kick-off, action, full time, feed or seeding, whose manager is passed in.
 */
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

  /** The earliest kick-off of a fixture not started yet; null when none is scheduled. */
  async firstScheduledKickoff(): Promise<Date | null> {
    const [first] = await this.matches.find({
      where: { status: 'SCHEDULED' },
      order: ORDER_OF_KICK_OFF,
      take: 1,
    });
    return first?.kickoffAt ?? null;
  }

  /** A page of the fixtures not kicked off yet, earliest first. */
  scheduled({ limit, offset }: Page): Promise<MatchEntity[]> {
    return this.matches.find({
      where: { status: 'SCHEDULED' },
      order: ORDER_OF_KICK_OFF,
      take: limit,
      skip: offset,
    });
  }

  /** Each club's first `perClub` fixtures not kicked off yet, earliest first. */
  scheduledOfClubs(clubIds: readonly string[], perClub: number): Promise<ClubFixture[]> {
    return scheduledOfClubsIn(this.matches.manager, clubIds, perClub);
  }

  /** Scheduled fixtures due by `now`, earliest first. */
  scheduledBy(now: Date, take: number): Promise<MatchEntity[]> {
    return this.matches.find({
      where: { status: 'SCHEDULED', kickoffAt: LessThanOrEqual(now) },
      order: ORDER_OF_KICK_OFF,
      take,
    });
  }

  countLive(): Promise<number> {
    return this.matches.countBy({ status: 'LIVE' });
  }

  liveDrivenBy(driver: MatchDriver): Promise<MatchEntity[]> {
    return this.matches.findBy({ status: 'LIVE', drivenBy: driver });
  }

  /** Moves a live match's clock forward to `minute`; never back, and never once it has ended. */
  async raiseMinute(matchId: string, minute: number): Promise<void> {
    await this.matches
      .createQueryBuilder()
      .update()
      .set({ minute })
      .where(`id = :id AND status = 'LIVE' AND minute < :minute`, { id: matchId, minute })
      .execute();
  }

  /** The footballers named for a match, in lineup order. */
  async namedPlayers(matchId: string): Promise<NamedPlayer[]> {
    const rows = (await this.matches.query(
      `SELECT l.footballer_id AS id, l.club_id, l.role, f.position, f.overall
       FROM match_lineup l JOIN footballer f ON f.id = l.footballer_id
       WHERE l.match_id = $1 ORDER BY l.slot`,
      [matchId],
    )) as { id: string; club_id: string; role: NamedPlayer['role']; position: Position; overall: number }[];
    return rows.map((row) => ({
      id: row.id,
      clubId: row.club_id,
      role: row.role,
      position: row.position,
      overall: row.overall,
    }));
  }

  /** Runs `work` in one transaction (the events recorded there exist exactly when its changes do). */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.matches.manager.transaction(work);
  }

  // Inside a transaction of the caller.

  /** Locks the match row for the rest of the transaction; null when there is no such match. */
  lockIn(manager: EntityManager, matchId: string): Promise<MatchEntity | null> {
    return manager.findOne(MatchEntity, { where: { id: matchId }, lock: { mode: 'pessimistic_write' } });
  }

  findIn(manager: EntityManager, matchId: string): Promise<MatchEntity | null> {
    return manager.findOneBy(MatchEntity, { id: matchId });
  }

  async saveIn(manager: EntityManager, match: MatchEntity): Promise<void> {
    await manager.save(MatchEntity, match);
  }

  /** New fixtures: scheduled, goalless, at minute 0. */
  insertFixturesIn(manager: EntityManager, fixtures: NewMatch[]): Promise<void> {
    return insertInChunks(
      manager,
      MatchEntity,
      fixtures.map((fixture) => ({
        ...fixture,
        status: 'SCHEDULED' as const,
        minute: 0,
        homeScore: 0,
        awayScore: 0,
        version: 0,
        actionCount: 0,
      })),
    );
  }

  insertActionIn(manager: EntityManager, action: NewMatchAction): Promise<MatchActionEntity> {
    return manager.save(MatchActionEntity, manager.create(MatchActionEntity, action));
  }
}

/**
 * Each club's first `perClub` fixtures not kicked off yet, earliest first; also inside a transaction
 * of the caller, where full time and a new season record forms.
 */
export async function scheduledOfClubsIn(
  manager: EntityManager,
  clubIds: readonly string[],
  perClub: number,
): Promise<ClubFixture[]> {
  const rows = (await manager.query(
    `SELECT club.id AS club_id, m.id, m.gameweek, m.kickoff_at, m.home_club_id, m.away_club_id
     FROM unnest($1::uuid[]) AS club(id)
     CROSS JOIN LATERAL (
       SELECT id, gameweek, kickoff_at, home_club_id, away_club_id FROM match
       WHERE status = 'SCHEDULED' AND (home_club_id = club.id OR away_club_id = club.id)
       ORDER BY kickoff_at, id LIMIT $2
     ) m
     ORDER BY club.id, m.kickoff_at, m.id`,
    [clubIds, perClub],
  )) as {
    club_id: string;
    id: string;
    gameweek: number;
    kickoff_at: Date;
    home_club_id: string;
    away_club_id: string;
  }[];
  return rows.map((row) => ({
    clubId: row.club_id,
    match: {
      id: row.id,
      gameweek: row.gameweek,
      kickoffAt: row.kickoff_at,
      homeClubId: row.home_club_id,
      awayClubId: row.away_club_id,
    },
  }));
}

/**
 * The season's fixtures by gameweek and kick-off; inside the caller's transaction, also where no
 * repository is injected (migrations).
 */
export async function fixturesOfSeasonIn(manager: EntityManager, season: number): Promise<SeasonFixture[]> {
  const rows = (await manager.query(
    `SELECT id AS "matchId", gameweek, home_club_id AS "homeClubId", away_club_id AS "awayClubId",
       kickoff_at AS "kickoffAt" FROM match WHERE season = $1 ORDER BY gameweek, kickoff_at, id`,
    [season],
  )) as (Omit<SeasonFixture, 'kickoffAt'> & { kickoffAt: Date | string })[];
  return rows.map((row) => ({ ...row, kickoffAt: new Date(row.kickoffAt) }));
}
