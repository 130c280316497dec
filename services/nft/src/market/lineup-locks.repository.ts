import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

// A gameweek's locks and its release take turns on this key: a lineup applied while the
// gameweek's GameweekFinished is being applied either is released with it or sees it final.
const GAMEWEEK_KEY = `hashtext('nft.lineup-lock:' || $1::text)`;

/** The only code that touches lineup_lock, locked_lineup and finished_gameweek. */
@Injectable()
export class LineupLocksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Remembers that the manager locked a lineup for the gameweek (for good), and locks its fielded
   * cards, unless the gameweek is already final.
   */
  async lockIn(
    manager: EntityManager,
    lineup: { managerId: string; gameweek: number; cardIds: readonly string[] },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO locked_lineup (manager_id, gameweek) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [lineup.managerId, lineup.gameweek],
    );
    if (lineup.cardIds.length === 0) return;
    // Shared: lineups of one gameweek do not wait for each other, only for its release.
    await manager.query(`SELECT pg_advisory_xact_lock_shared(${GAMEWEEK_KEY})`, [lineup.gameweek]);
    await manager.query(
      `INSERT INTO lineup_lock (gameweek, manager_id, card_id)
       SELECT $1, $2, card_id FROM unnest($3::uuid[]) AS card_id
       WHERE NOT EXISTS (SELECT 1 FROM finished_gameweek WHERE gameweek = $1)
       ON CONFLICT DO NOTHING`,
      [lineup.gameweek, lineup.managerId, lineup.cardIds],
    );
  }

  /**
   * The manager changed the gameweek's lineup before its players' kick-offs (squads.events
   * LineupChanged, after its LineupLocked on the manager's partition): the cards of the lineup as
   * it now stands are the locked ones, unless the gameweek is already final. A card changed out
   * had not kicked off, so it may be listed again; a card brought in may not.
   */
  async changeIn(
    manager: EntityManager,
    lineup: { managerId: string; gameweek: number; cardIds: readonly string[] },
  ): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock_shared(${GAMEWEEK_KEY})`, [lineup.gameweek]);
    await manager.query(`DELETE FROM lineup_lock WHERE gameweek = $1 AND manager_id = $2`, [
      lineup.gameweek,
      lineup.managerId,
    ]);
    await this.lockIn(manager, lineup);
  }

  /** The gameweek is final: its locks go, and a lineup of it applied later locks nothing. */
  async releaseIn(manager: EntityManager, gameweek: number, finishedAt: Date): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(${GAMEWEEK_KEY})`, [gameweek]);
    await manager.query(
      `INSERT INTO finished_gameweek (gameweek, finished_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [gameweek, finishedAt],
    );
    await manager.query(`DELETE FROM lineup_lock WHERE gameweek = $1`, [gameweek]);
  }

  /** Whether the card is in the manager's lineup of a gameweek that is not final yet. */
  async isLockedIn(manager: EntityManager, cardId: string, managerId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM lineup_lock WHERE card_id = $1 AND manager_id = $2 LIMIT 1`,
      [cardId, managerId],
    );
    return rows.length > 0;
  }

  /**
   * The gameweeks the manager has played: locked a lineup for, and final now. Each counts once,
   * whichever of its two events came first.
   */
  gameweeksPlayed(managerId: string): Promise<number> {
    return this.gameweeksPlayedIn(this.dataSource.manager, managerId);
  }

  /** As gameweeksPlayed, inside the caller's transaction. */
  async gameweeksPlayedIn(manager: EntityManager, managerId: string): Promise<number> {
    const [row] = await manager.query<{ played: number }[]>(
      `SELECT count(*)::int AS played
       FROM locked_lineup l JOIN finished_gameweek f ON f.gameweek = l.gameweek
       WHERE l.manager_id = $1`,
      [managerId],
    );
    return row!.played;
  }
}
