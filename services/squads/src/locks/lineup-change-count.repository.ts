import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The only code that touches gameweek_lineup_changes. Both statements write the gameweek's row, so
 * a change and a kick-off being recorded take it in turn: the count a kick-off reads holds exactly
 * the changes committed before it, and the numbers have no gap (a rolled-back change gives its
 * number back).
 */
@Injectable()
export class LineupChangeCountRepository {
  /** The number of the gameweek's next lineup change: 1, 2, ... */
  async nextIn(manager: EntityManager, gameweek: number): Promise<number> {
    const [row]: { changes: number }[] = await manager.query(
      `INSERT INTO gameweek_lineup_changes (gameweek, changes) VALUES ($1, 1)
       ON CONFLICT (gameweek) DO UPDATE SET changes = gameweek_lineup_changes.changes + 1
       RETURNING changes`,
      [gameweek],
    );
    return row!.changes;
  }

  /** The gameweek's changes so far, its row held until the caller's transaction ends. */
  async soFarIn(manager: EntityManager, gameweek: number): Promise<number> {
    const [row]: { changes: number }[] = await manager.query(
      `INSERT INTO gameweek_lineup_changes (gameweek, changes) VALUES ($1, 0)
       ON CONFLICT (gameweek) DO UPDATE SET changes = gameweek_lineup_changes.changes
       RETURNING changes`,
      [gameweek],
    );
    return row!.changes;
  }
}
