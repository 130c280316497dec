import { Injectable } from '@nestjs/common';
import type { Page } from '@sfl/subgraph';
import { DataSource } from 'typeorm';
import type { LeagueMembershipEntity } from './entities/league-membership.entity';

/** A member's line in the table (docs/leagues.md, Standings). */
export interface Standing {
  rank: number;
  managerId: string;
  points: number;
  lastGameweekPoints: number;
  membershipId: string;
  prize: LeagueMembershipEntity['prize'];
}

/** A member's line in one of the leagues asked about. */
export interface RankedMember extends Standing {
  leagueId: string;
}

/**
 * The ACTIVE members of each league with their points over its gameweeks that have started, ranked
 * best first: more points, then more in the last started gameweek, then the earlier join; members
 * equal on all three share a rank (RANK), and keep their join order (position).
 */
const RANKED_MEMBERS = `
  WITH span AS (
    SELECT l.id AS league_id, l.start_gameweek AS first,
      (SELECT max(g.gameweek) FROM gameweek g WHERE g.gameweek BETWEEN l.start_gameweek AND l.end_gameweek
         AND g.deadline_passed_at IS NOT NULL) AS last
    FROM league l WHERE l.id = ANY($1::uuid[])
  ), scored AS (
    SELECT m.league_id, m.id AS membership_id, m.manager_id, m.joined_at, m.prize,
      coalesce(sum(p.points), 0)::int AS points,
      coalesce(sum(p.points) FILTER (WHERE p.gameweek = s.last), 0)::int AS last_points
    FROM league_membership m
    JOIN span s ON s.league_id = m.league_id
    -- a late joiner's points count from his first gameweek only
    LEFT JOIN manager_gameweek_points p ON p.manager_id = m.manager_id
      AND p.gameweek BETWEEN greatest(s.first, m.first_gameweek) AND s.last
    WHERE m.status = 'ACTIVE'
    GROUP BY m.league_id, m.id, m.manager_id, m.joined_at, m.prize
  ), ranked AS (
    SELECT *,
      rank() OVER (PARTITION BY league_id ORDER BY points DESC, last_points DESC, joined_at) AS rank,
      row_number() OVER (PARTITION BY league_id ORDER BY points DESC, last_points DESC, joined_at, membership_id)
        AS position
    FROM scored
  )
  SELECT league_id AS "leagueId", rank::int AS rank, manager_id AS "managerId", points,
    last_points AS "lastGameweekPoints", membership_id AS "membershipId", prize
  FROM ranked WHERE position > $2 AND ($3::int IS NULL OR position <= $2 + $3)
  ORDER BY league_id, position`;

/**
 * Each league's latest `$2` gameweeks that have started with every ACTIVE member's points in them
 * (best first, equal points in join order), and whether the gameweek is finished.
 */
const LATEST_GAMEWEEKS = `
  WITH shown AS (
    SELECT l.id AS league_id, g.gameweek, g.finished_at IS NOT NULL AS finished,
      row_number() OVER (PARTITION BY l.id ORDER BY g.gameweek DESC) AS back
    FROM league l
    JOIN gameweek g ON g.gameweek BETWEEN l.start_gameweek AND l.end_gameweek AND g.deadline_passed_at IS NOT NULL
    WHERE l.id = ANY($1::uuid[])
  )
  SELECT s.league_id AS "leagueId", s.gameweek, s.finished, m.manager_id AS "managerId",
    coalesce(p.points, 0) AS points, coalesce(p.has_lineup AND NOT p.final, false) AS "waiting"
  FROM shown s
  LEFT JOIN league_membership m ON m.league_id = s.league_id AND m.status = 'ACTIVE'
  LEFT JOIN manager_gameweek_points p ON p.manager_id = m.manager_id AND p.gameweek = s.gameweek
    AND s.gameweek >= m.first_gameweek
  WHERE s.back <= $2
  ORDER BY s.league_id, s.gameweek, points DESC, m.joined_at, m.id`;

/** A member's points in one of a league's latest gameweeks; `managerId` null when it has no ACTIVE member. */
export interface LeagueGameweekRow {
  leagueId: string;
  gameweek: number;
  finished: boolean;
  managerId: string | null;
  points: number;
  waiting: boolean;
}

/**
 * The SQL of leagues' tables and gameweeks, live from the points projection (docs/leagues.md):
 * ranked and paged in SQL, many leagues in one statement, so a page of leagues costs the same few
 * statements however many leagues and members it holds.
 */
@Injectable()
export class LeagueStandingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Each league's ACTIVE members ranked, by league then place: the page asked for, or all of them (`page` null). */
  rankedMembers(
    leagueIds: readonly string[],
    page: Page | null,
    manager = this.dataSource.manager,
  ): Promise<RankedMember[]> {
    return manager.query(RANKED_MEMBERS, [leagueIds, page?.offset ?? 0, page?.limit ?? null]);
  }

  /** Each league's latest `limit` gameweeks that have started, by league then gameweek, best first. */
  latestGameweeks(leagueIds: readonly string[], limit: number): Promise<LeagueGameweekRow[]> {
    return this.dataSource.query(LATEST_GAMEWEEKS, [leagueIds, limit]);
  }
}
