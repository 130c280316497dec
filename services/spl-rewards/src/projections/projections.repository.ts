import { Injectable } from '@nestjs/common';
import type { PayloadOf } from '@sfl/events';
import {
  type FootballerRegistered,
  type LineupChanged,
  type LineupLocked,
  type liveMatchSnapshot,
  positionGroupOf,
  type UserRegistered,
} from '@sfl/contracts';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';

export type MatchSnapshot = z.output<typeof liveMatchSnapshot>;
type Club = MatchSnapshot['homeClub'];

/** The only code that writes this service's copies of other services' facts. */
@Injectable()
export class ProjectionsRepository {
  async registerManagerIn(manager: EntityManager, user: PayloadOf<typeof UserRegistered>): Promise<void> {
    await manager.query(
      `INSERT INTO manager (id, username, registered_at) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET username = EXCLUDED.username`,
      [user.userId, user.username, user.registeredAt],
    );
  }

  /**
   * Registered again (matches re-announcing its world) it takes the newer names, position and
   * overall. The rewards and the achievements consumers both apply it (same values, either order).
   */
  async registerFootballerIn(
    manager: EntityManager,
    footballer: PayloadOf<typeof FootballerRegistered>,
  ): Promise<void> {
    const { club } = footballer;
    await manager.query(
      `INSERT INTO club (id, name, short_name) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, short_name = EXCLUDED.short_name`,
      [club.id, club.name, club.shortName],
    );
    await manager.query(
      `INSERT INTO footballer (id, name, position_group, overall) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, position_group = EXCLUDED.position_group,
         overall = EXCLUDED.overall`,
      [footballer.footballerId, footballer.name, positionGroupOf(footballer.position), footballer.overall],
    );
  }

  /**
   * The clubs of a match snapshot, when new. Never updated here: every action of a match names
   * the same two clubs, and updating their rows would make concurrent actions wait for each other.
   */
  async recordClubsIn(manager: EntityManager, clubs: readonly Club[]): Promise<void> {
    await manager.query(
      `INSERT INTO club (id, name, short_name)
       SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[])
       ON CONFLICT (id) DO NOTHING`,
      [clubs.map((club) => club.id), clubs.map((club) => club.name), clubs.map((club) => club.shortName)],
    );
  }

  async recordResultIn(manager: EntityManager, snapshot: MatchSnapshot): Promise<void> {
    await this.recordClubsIn(manager, [snapshot.homeClub, snapshot.awayClub]);
    await manager.query(
      `INSERT INTO match_result (match_id, gameweek, home_club_id, away_club_id, home_score, away_score, minute)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (match_id) DO UPDATE SET home_score = EXCLUDED.home_score,
         away_score = EXCLUDED.away_score, minute = EXCLUDED.minute`,
      [
        snapshot.matchId,
        snapshot.gameweek,
        snapshot.homeClub.id,
        snapshot.awayClub.id,
        snapshot.homeScore,
        snapshot.awayScore,
        snapshot.minute,
      ],
    );
  }

  async resultOf(
    manager: EntityManager,
    matchId: string,
  ): Promise<{
    homeClubId: string;
    awayClubId: string;
    homeScore: number;
    awayScore: number;
    minute: number;
  } | null> {
    const [row] = (await manager.query(
      `SELECT home_club_id, away_club_id, home_score, away_score, minute FROM match_result WHERE match_id = $1`,
      [matchId],
    )) as {
      home_club_id: string;
      away_club_id: string;
      home_score: number;
      away_score: number;
      minute: number;
    }[];
    return row
      ? {
          homeClubId: row.home_club_id,
          awayClubId: row.away_club_id,
          homeScore: row.home_score,
          awayScore: row.away_score,
          minute: row.minute,
        }
      : null;
  }

  /**
   * The starters of locked lineups (the bench earns nothing, so it is not kept), any number in one
   * statement; of two lineups of one manager and gameweek the first's rows stand, as one by one.
   */
  async recordStartersIn(
    manager: EntityManager,
    lineups: readonly (PayloadOf<typeof LineupLocked> | PayloadOf<typeof LineupChanged>)[],
  ): Promise<void> {
    const rows = lineups.flatMap((lineup) =>
      lineup.starters.map((starter) => ({
        gameweek: lineup.gameweek,
        managerId: lineup.managerId,
        footballerId: starter.footballerId,
        isCaptain: starter.footballerId === lineup.captainFootballerId,
      })),
    );
    if (rows.length === 0) return;
    await manager.query(
      `INSERT INTO lineup_starter (gameweek, footballer_id, manager_id, is_captain)
       SELECT * FROM unnest($1::int[], $2::uuid[], $3::uuid[], $4::boolean[])
       ON CONFLICT DO NOTHING`,
      [
        rows.map((row) => row.gameweek),
        rows.map((row) => row.footballerId),
        rows.map((row) => row.managerId),
        rows.map((row) => row.isCaptain),
      ],
    );
  }

  /** The starters of the manager's lineup of the gameweek as kept here. */
  async startersOfIn(manager: EntityManager, gameweek: number, managerId: string): Promise<string[]> {
    const rows: { footballer_id: string }[] = await manager.query(
      `SELECT footballer_id FROM lineup_starter WHERE gameweek = $1 AND manager_id = $2`,
      [gameweek, managerId],
    );
    return rows.map((row) => row.footballer_id);
  }

  /**
   * A lineup changed during its gameweek (docs/rewards.md, Changed lineups): its starters and
   * captaincy become those of the change. squads moves only players whose fixture had not kicked
   * off, so the change is the lineup as it stood at their kick-off.
   */
  async changeStartersIn(manager: EntityManager, lineup: PayloadOf<typeof LineupChanged>): Promise<void> {
    await manager.query(`DELETE FROM lineup_starter WHERE gameweek = $1 AND manager_id = $2`, [
      lineup.gameweek,
      lineup.managerId,
    ]);
    await this.recordStartersIn(manager, [lineup]);
  }
}
