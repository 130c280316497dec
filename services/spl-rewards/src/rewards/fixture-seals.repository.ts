import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A fixture's lock as squads announced it (FixtureLocked). */
export interface FixtureSeal {
  matchId: string;
  gameweek: number;
  lineupChangesBefore: number;
}

/**
 * The only code that touches fixture_seal and applied_lineup_change: which matches' actions may be
 * paid (docs/rewards.md, Changed lineups). Callers hold the gameweek's seal lock exclusively
 * (RewardLocks) while they write, so a seal and a change applied side by side cannot each miss the
 * other.
 */
@Injectable()
export class FixtureSealsRepository {
  /** Keeps the seal (a redelivered one changes nothing). */
  async sealIn(manager: EntityManager, seal: FixtureSeal): Promise<void> {
    await manager.query(
      `INSERT INTO fixture_seal (match_id, gameweek, lineup_changes_before, ready) VALUES ($1, $2, $3, false)
       ON CONFLICT (match_id) DO NOTHING`,
      [seal.matchId, seal.gameweek, seal.lineupChangesBefore],
    );
  }

  async recordChangeIn(manager: EntityManager, gameweek: number, changeNo: number): Promise<void> {
    await manager.query(
      `INSERT INTO applied_lineup_change (gameweek, change_no) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [gameweek, changeNo],
    );
  }

  /**
   * Marks ready the gameweek's sealed matches whose earlier lineup changes have all been applied
   * here (numbered without a gap, so counting them is enough), answering them.
   */
  async openReadyIn(manager: EntityManager, gameweek: number): Promise<string[]> {
    // An UPDATE's query answers [rows, count].
    const [rows] = (await manager.query(
      `UPDATE fixture_seal s SET ready = true
       WHERE s.gameweek = $1 AND NOT s.ready
         AND s.lineup_changes_before = (SELECT count(*) FROM applied_lineup_change c
           WHERE c.gameweek = s.gameweek AND c.change_no <= s.lineup_changes_before)
       RETURNING s.match_id`,
      [gameweek],
    )) as [{ match_id: string }[], number];
    return rows.map((row) => row.match_id);
  }
}
