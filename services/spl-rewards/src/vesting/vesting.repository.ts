import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** The only code that touches played_lineup and finished_gameweek. */
@Injectable()
export class VestingRepository {
  constructor(private readonly dataSource: DataSource) {}

  async recordLineupIn(manager: EntityManager, managerId: string, gameweek: number): Promise<void> {
    await manager.query(
      `INSERT INTO played_lineup (manager_id, gameweek) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [managerId, gameweek],
    );
  }

  async recordFinishedIn(manager: EntityManager, gameweek: number, finishedAt: Date): Promise<void> {
    await manager.query(
      `INSERT INTO finished_gameweek (gameweek, finished_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [gameweek, finishedAt],
    );
  }

  /** Gameweeks the manager locked a lineup for that are final now (in `manager`'s transaction if given); each once, whichever event came first. */
  async gameweeksPlayed(
    managerId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    const [row] = (await manager.query(
      `SELECT count(*)::int AS played
       FROM played_lineup l JOIN finished_gameweek f ON f.gameweek = l.gameweek
       WHERE l.manager_id = $1`,
      [managerId],
    )) as { played: number }[];
    return row!.played;
  }
}
