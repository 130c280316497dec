import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page } from '@sfl/subgraph';
import type { EntityManager, Repository } from 'typeorm';
import { MatchEntity } from '../matches/entities/match.entity';

/** A gameweek as its matches say it is. */
export interface GameweekTally {
  season: number;
  number: number;
  matches: number;
  started: number;
  finished: number;
  firstKickoffAt: Date;
  firstStartedAt: Date | null;
}

/** When a gameweek is planned to lock: its first planned kick-off. */
export interface PlannedDeadline {
  gameweek: number;
  plannedDeadline: Date;
}

interface TallyRow {
  season: number;
  gameweek: number;
  matches: number;
  started: number;
  finished: number;
  first_kickoff_at: Date | string;
  first_started_at: Date | string | null;
}

const TALLY = `SELECT gameweek,
    min(season)::int AS season,
    count(*)::int AS matches,
    (count(*) FILTER (WHERE status <> 'SCHEDULED'))::int AS started,
    (count(*) FILTER (WHERE status = 'FT'))::int AS finished,
    min(kickoff_at) AS first_kickoff_at,
    min(started_at) AS first_started_at
  FROM match`;

// The advisory lock namespace of gameweeks (the second key is the gameweek number).
const GAMEWEEK_LOCK = `hashtext('matches.gameweek')`;

/**
 * Gameweeks have no table: each is read from its matches. The in-transaction methods serve the
 * kick-off and full time that record the gameweek events.
 */
@Injectable()
export class GameweeksRepository {
  constructor(@InjectRepository(MatchEntity) private readonly matches: Repository<MatchEntity>) {}

  async byNumber(gameweek: number): Promise<GameweekTally | null> {
    const rows = (await this.matches.query(`${TALLY} WHERE gameweek = $1 GROUP BY gameweek`, [
      gameweek,
    ])) as TallyRow[];
    return rows[0] ? tallyOf(rows[0]) : null;
  }

  /** The lowest gameweek none of whose matches has kicked off: its deadline is still to come. */
  async next(): Promise<GameweekTally | null> {
    const [next] = await this.upcoming({ limit: 1, offset: 0 });
    return next ?? null;
  }

  /** A page of the gameweeks none of whose matches has kicked off, in order. */
  async upcoming({ limit, offset }: Page): Promise<GameweekTally[]> {
    const rows = (await this.matches.query(
      `${TALLY} GROUP BY gameweek HAVING count(*) FILTER (WHERE status <> 'SCHEDULED') = 0
       ORDER BY gameweek LIMIT $1 OFFSET $2`,
      [limit, offset],
    )) as TallyRow[];
    return rows.map(tallyOf);
  }

  /** The gameweek being played: a match of it has kicked off and one is not final (gameweeks never overlap). */
  async live(): Promise<GameweekTally | null> {
    const rows = (await this.matches.query(
      `${TALLY} GROUP BY gameweek
       HAVING count(*) FILTER (WHERE status <> 'SCHEDULED') > 0 AND count(*) FILTER (WHERE status <> 'FT') > 0
       ORDER BY gameweek DESC LIMIT 1`,
    )) as TallyRow[];
    return rows[0] ? tallyOf(rows[0]) : null;
  }

  async page({ limit, offset }: Page): Promise<GameweekTally[]> {
    const rows = (await this.matches.query(
      `${TALLY} GROUP BY gameweek ORDER BY gameweek LIMIT $1 OFFSET $2`,
      [limit, offset],
    )) as TallyRow[];
    return rows.map(tallyOf);
  }

  /** Whether every match of the gameweek is final (false for a gameweek without matches); in the caller's transaction when given one. */
  async isFinished(gameweek: number, manager: EntityManager = this.matches.manager): Promise<boolean> {
    const [row] = (await manager.query(
      `SELECT count(*) > 0 AND count(*) FILTER (WHERE status <> 'FT') = 0 AS finished FROM match WHERE gameweek = $1`,
      [gameweek],
    )) as { finished: boolean }[];
    return row!.finished;
  }

  // Inside a transaction of the caller.

  /**
   * Serialises the kick-offs and full times of one gameweek until the transaction ends, so that
   * exactly one of them sees itself as the first kick-off or the last full time.
   */
  async lockIn(manager: EntityManager, gameweek: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(${GAMEWEEK_LOCK}, $1)`, [gameweek]);
  }

  /** How many other matches of the gameweek have kicked off. */
  async othersStartedIn(manager: EntityManager, match: MatchEntity): Promise<number> {
    return this.countOthersIn(manager, match, `status <> 'SCHEDULED'`);
  }

  /** How many other matches of the gameweek are not final. */
  async othersUnfinishedIn(manager: EntityManager, match: MatchEntity): Promise<number> {
    return this.countOthersIn(manager, match, `status <> 'FT'`);
  }

  private async countOthersIn(
    manager: EntityManager,
    match: MatchEntity,
    condition: string,
  ): Promise<number> {
    const [row] = (await manager.query(
      `SELECT count(*)::int AS count FROM match WHERE gameweek = $1 AND id <> $2 AND ${condition}`,
      [match.gameweek, match.id],
    )) as { count: number }[];
    return row!.count;
  }
}

/**
 * Each gameweek of the season with its first planned kick-off, in order; inside the caller's
 * transaction, also where no repository is injected (migrations).
 */
export async function plannedDeadlinesIn(manager: EntityManager, season: number): Promise<PlannedDeadline[]> {
  const rows = (await manager.query(
    `SELECT gameweek, min(kickoff_at) AS "plannedDeadline" FROM match
     WHERE season = $1 GROUP BY gameweek ORDER BY gameweek`,
    [season],
  )) as { gameweek: number; plannedDeadline: Date | string }[];
  return rows.map((row) => ({ gameweek: row.gameweek, plannedDeadline: new Date(row.plannedDeadline) }));
}

function tallyOf(row: TallyRow): GameweekTally {
  return {
    season: row.season,
    number: row.gameweek,
    matches: row.matches,
    started: row.started,
    finished: row.finished,
    firstKickoffAt: new Date(row.first_kickoff_at),
    firstStartedAt: row.first_started_at ? new Date(row.first_started_at) : null,
  };
}
