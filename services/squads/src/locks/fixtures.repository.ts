import { Injectable } from '@nestjs/common';
import type { PayloadOf } from '@sfl/events';
import type { GameweeksScheduled, MatchKickedOff } from '@sfl/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** A club's fixture in a gameweek: when it kicks off, and whether it has (by this service's record). */
export interface ClubFixture {
  clubId: string;
  kickoffAt: Date;
  kickedOff: boolean;
}

/** The gameweek's fixtures of the clubs asked for, by club (a club without one is absent). */
export type GameweekFixtures = ReadonlyMap<string, ClubFixture>;

/** The only code that touches the fixture table. */
@Injectable()
export class FixturesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Records the season's fixtures; a kick-off already recorded stays. */
  async scheduleIn(manager: EntityManager, schedule: PayloadOf<typeof GameweeksScheduled>): Promise<void> {
    if (!schedule.fixtures?.length) return;
    await manager.query(
      `INSERT INTO fixture (match_id, gameweek, home_club_id, away_club_id, kickoff_at)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS f(
         "matchId" uuid, gameweek int, "homeClubId" uuid, "awayClubId" uuid, "kickoffAt" timestamptz)
       ON CONFLICT (match_id) DO UPDATE SET kickoff_at = EXCLUDED.kickoff_at`,
      [JSON.stringify(schedule.fixtures)],
    );
  }

  /**
   * From now on the match's two clubs' players are locked for its gameweek. True when this records
   * the kick-off, false when it was already recorded (by an earlier transaction: `now()` is this one's
   * start).
   */
  async kickedOffIn(manager: EntityManager, kickedOff: PayloadOf<typeof MatchKickedOff>): Promise<boolean> {
    const { snapshot } = kickedOff;
    const [row]: { recorded: boolean }[] = await manager.query(
      `INSERT INTO fixture (match_id, gameweek, home_club_id, away_club_id, kickoff_at, kicked_off_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (match_id) DO UPDATE SET kicked_off_at = coalesce(fixture.kicked_off_at, now())
       RETURNING kicked_off_at = now() AS recorded`,
      [snapshot.matchId, snapshot.gameweek, snapshot.homeClub.id, snapshot.awayClub.id, kickedOff.kickoffAt],
    );
    return row!.recorded;
  }

  /**
   * Records the match's end. Its row is there: its kick-off came before it on the match's partition
   * (a match never kicked off here does not hold its gameweek's points back).
   */
  async finishedIn(manager: EntityManager, matchId: string): Promise<void> {
    await manager.query('UPDATE fixture SET finished_at = coalesce(finished_at, now()) WHERE match_id = $1', [
      matchId,
    ]);
  }

  /** How many of the gameweek's fixtures have not finished here. */
  async unfinishedIn(manager: EntityManager, gameweek: number): Promise<number> {
    const [row]: { n: number }[] = await manager.query(
      'SELECT count(*)::int AS n FROM fixture WHERE gameweek = $1 AND finished_at IS NULL',
      [gameweek],
    );
    return row!.n;
  }

  /**
   * The clubs' fixtures in the gameweek (none known: every club locks at the deadline). With `manager` the rows are share-locked until its
   * transaction ends: a kick-off being recorded waits for the change that checked it, or the
   * change waits and sees the kick-off.
   */
  async ofClubs(
    gameweek: number,
    clubIds: readonly string[],
    manager?: EntityManager,
  ): Promise<GameweekFixtures> {
    const rows: { club_id: string; kickoff_at: Date; kicked_off: boolean }[] = await (
      manager ?? this.dataSource.manager
    ).query(
      `SELECT club.id AS club_id, f.kickoff_at, f.kicked_off_at IS NOT NULL AS kicked_off
       FROM fixture f CROSS JOIN LATERAL (VALUES (f.home_club_id), (f.away_club_id)) AS club(id)
       WHERE f.gameweek = $1 AND club.id = ANY($2::uuid[])
       ORDER BY f.kickoff_at ${manager ? 'FOR SHARE OF f' : ''}`,
      [gameweek, clubIds],
    );
    // A club with two fixtures in the gameweek locks at the first kick-off (rows in kick-off order).
    const byClub = new Map<string, ClubFixture>();
    for (const row of rows) {
      const first = byClub.get(row.club_id);
      byClub.set(row.club_id, {
        clubId: row.club_id,
        kickoffAt: first?.kickoffAt ?? row.kickoff_at,
        kickedOff: (first?.kickedOff ?? false) || row.kicked_off,
      });
    }
    return byClub;
  }

  /** The first gameweek after `after` (0: any) that has a fixture known here, and its first kick-off. */
  async nextGameweekAfter(after: number): Promise<{ gameweek: number; firstKickoffAt: Date } | null> {
    const [row]: { gameweek: number; first: Date }[] = await this.dataSource.query(
      `SELECT gameweek, min(kickoff_at) AS first FROM fixture WHERE gameweek > $1
       GROUP BY gameweek ORDER BY gameweek LIMIT 1`,
      [after],
    );
    return row ? { gameweek: row.gameweek, firstKickoffAt: row.first } : null;
  }
}
