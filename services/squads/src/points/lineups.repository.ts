import { Injectable } from '@nestjs/common';
import type { Page } from '@sfl/subgraph';
import { DataSource, type EntityManager } from 'typeorm';
import { GameweekLineupEntity } from './entities/gameweek-lineup.entity';

export type NewLineup = Omit<GameweekLineupEntity, 'points' | 'final' | 'revision'>;

/** A lineup changed during its gameweek: its new players, places and armbands, and its new revision. */
export type ChangedLineup = Omit<GameweekLineupEntity, 'points' | 'final' | 'lockedAt'>;

// The latest gameweek whose deadline has passed (none before the first).
const LATEST_GAMEWEEK = `SELECT gameweek FROM scored_gameweek WHERE deadline IS NOT NULL ORDER BY gameweek DESC LIMIT 1`;

export interface PointsChange {
  managerId: string;
  points: number;
}

/** A gameweek's lineups and how many of them start each of some footballers (footballer_ownership). */
export interface StarterCounts {
  gameweek: number;
  lineups: number;
  starting: Map<string, number>;
}

/** The only code that touches gameweek_lineup, lineup_footballer, footballer_ownership and scored_gameweek. */
@Injectable()
export class LineupsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Marks the gameweek's deadline as passed; false when it already was (its lineups are locked). */
  async markDeadline(manager: EntityManager, gameweek: number, deadline: Date): Promise<boolean> {
    const marked: unknown[] = await manager.query(
      `INSERT INTO scored_gameweek (gameweek, deadline) VALUES ($1, $2)
       ON CONFLICT (gameweek) DO UPDATE SET deadline = EXCLUDED.deadline WHERE scored_gameweek.deadline IS NULL
       RETURNING gameweek`,
      [gameweek, deadline],
    );
    return marked.length > 0;
  }

  async markFinished(manager: EntityManager, gameweek: number, finishedAt: Date): Promise<void> {
    await manager.query(
      `INSERT INTO scored_gameweek (gameweek, finished_at) VALUES ($1, $2)
       ON CONFLICT (gameweek) DO UPDATE SET finished_at = EXCLUDED.finished_at`,
      [gameweek, finishedAt],
    );
  }

  /**
   * Serializes what ends a gameweek's points (its GameweekFinished, each of its MatchFinished,
   * applied by other partitions' transactions), so the last of them sees all the others.
   */
  async lockGameweekEnd(manager: EntityManager, gameweek: number): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`squads:gameweek-end:${gameweek}`]);
  }

  /** Marks the finished gameweek's points final; false when it has not finished or already was. */
  async markFinal(manager: EntityManager, gameweek: number): Promise<boolean> {
    const marked: unknown[] = await manager.query(
      `UPDATE scored_gameweek SET final_at = now()
       WHERE gameweek = $1 AND finished_at IS NOT NULL AND final_at IS NULL RETURNING gameweek`,
      [gameweek],
    );
    return marked.length > 0;
  }

  async isFinal(manager: EntityManager, gameweek: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM scored_gameweek WHERE gameweek = $1 AND final_at IS NOT NULL`,
      [gameweek],
    );
    return rows.length > 0;
  }

  /**
   * The latest gameweek whose deadline has passed and that has not finished; read in `manager`'s
   * transaction, share-locked until it ends (its deadline or finish waits for a change of its lineups).
   */
  async liveGameweek(manager?: EntityManager): Promise<{ gameweek: number; deadline: Date } | null> {
    const [row]: { gameweek: number; deadline: Date }[] = await (manager ?? this.dataSource.manager).query(
      `SELECT gameweek, deadline FROM scored_gameweek WHERE deadline IS NOT NULL AND finished_at IS NULL
       ORDER BY gameweek DESC LIMIT 1 ${manager ? 'FOR SHARE' : ''}`,
    );
    return row ?? null;
  }

  /** The latest gameweek whose deadline has passed here (0 before the first). */
  async latestDeadlineGameweek(): Promise<number> {
    const [row]: { gameweek: number }[] = await this.dataSource.query(LATEST_GAMEWEEK);
    return row?.gameweek ?? 0;
  }

  hasLineup(managerId: string, gameweek: number): Promise<boolean> {
    return this.dataSource.manager.exists(GameweekLineupEntity, { where: { managerId, gameweek } });
  }

  /** The manager's lineup of the gameweek, locked until the transaction ends; null: none. */
  lineupForUpdate(manager: EntityManager, managerId: string, gameweek: number) {
    return manager.findOne(GameweekLineupEntity, {
      where: { managerId, gameweek },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Stores the lineup's new players, places, armbands and revision; its new players move it from now on. */
  async change(manager: EntityManager, lineup: ChangedLineup): Promise<void> {
    const before = await manager.findOneOrFail(GameweekLineupEntity, {
      select: { starters: true },
      where: { managerId: lineup.managerId, gameweek: lineup.gameweek },
      lock: { mode: 'pessimistic_write' },
    });
    await manager.update(
      GameweekLineupEntity,
      { managerId: lineup.managerId, gameweek: lineup.gameweek },
      {
        formation: lineup.formation,
        starters: lineup.starters,
        bench: lineup.bench,
        captainFootballerId: lineup.captainFootballerId,
        viceCaptainFootballerId: lineup.viceCaptainFootballerId,
        revision: lineup.revision,
      },
    );
    await this.fieldIn(manager, [lineup]);
    const move = (footballerIds: string[], lineups: number) =>
      footballerIds.map((footballerId) => ({
        gameweek: lineup.gameweek,
        footballer_id: footballerId,
        lineups,
      }));
    await this.countStarters(manager, [...move(startingIn(before), -1), ...move(startingIn(lineup), 1)]);
  }

  /**
   * Locks the lineups of managers who have none for the gameweek yet; answers those locked now,
   * which the caller counts (StarterTally, then countLocked once the deadline's pages are done).
   */
  async lock(manager: EntityManager, lineups: readonly NewLineup[]): Promise<NewLineup[]> {
    if (lineups.length === 0) return [];
    const inserted: { manager_id: string }[] = await manager.query(
      `INSERT INTO gameweek_lineup
         (manager_id, gameweek, formation, starters, bench, captain_footballer_id, vice_captain_footballer_id, locked_at)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS l(
         manager_id uuid, gameweek int, formation varchar, starters jsonb, bench jsonb,
         captain_footballer_id uuid, vice_captain_footballer_id uuid, locked_at timestamptz)
       ON CONFLICT DO NOTHING RETURNING manager_id`,
      [
        JSON.stringify(
          lineups.map((lineup) => ({
            manager_id: lineup.managerId,
            gameweek: lineup.gameweek,
            formation: lineup.formation,
            starters: lineup.starters,
            bench: lineup.bench,
            captain_footballer_id: lineup.captainFootballerId,
            vice_captain_footballer_id: lineup.viceCaptainFootballerId,
            locked_at: lineup.lockedAt.toISOString(),
          })),
        ),
      ],
    );
    const locked = new Set(inserted.map((row) => row.manager_id));
    const fresh = lineups.filter((lineup) => locked.has(lineup.managerId));
    await this.fieldIn(manager, fresh);
    return fresh;
  }

  /** Adds the lineups a deadline locked (`tally`, all its pages) to the gameweek's ownership counts. */
  async countLocked(manager: EntityManager, gameweek: number, tally: StarterTally): Promise<void> {
    await manager.query(`UPDATE scored_gameweek SET lineups = lineups + $2 WHERE gameweek = $1`, [
      gameweek,
      tally.lineups,
    ]);
    await this.countStarters(
      manager,
      [...tally.starting].map(([footballerId, lineups]) => ({
        gameweek,
        footballer_id: footballerId,
        lineups,
      })),
    );
  }

  // Moves each (gameweek, footballer)'s count of lineups starting him. The rows are taken in key
  // order, so changes of lineups sharing footballers wait for each other instead of deadlocking.
  private async countStarters(manager: EntityManager, moves: readonly StarterMove[]) {
    if (moves.length === 0) return;
    await manager.query(
      `INSERT INTO footballer_ownership (gameweek, footballer_id, lineups)
       SELECT gameweek, footballer_id, sum(lineups)::int FROM jsonb_to_recordset($1::jsonb)
         AS m(gameweek int, footballer_id uuid, lineups int)
       GROUP BY gameweek, footballer_id HAVING sum(lineups) <> 0 ORDER BY gameweek, footballer_id
       ON CONFLICT (gameweek, footballer_id) DO UPDATE SET lineups = footballer_ownership.lineups + EXCLUDED.lineups`,
      [JSON.stringify(moves)],
    );
  }

  /**
   * The latest gameweek whose deadline has passed, its number of lineups and how many of them
   * start each of the footballers (those no lineup starts are absent); null before the first.
   */
  async starterCounts(footballerIds: readonly string[]): Promise<StarterCounts | null> {
    const [latest]: { gameweek: number; lineups: number }[] = await this.dataSource.query(
      `SELECT gameweek, lineups FROM scored_gameweek WHERE gameweek = (${LATEST_GAMEWEEK})`,
    );
    if (!latest) return null;
    const rows: { footballer_id: string; lineups: number }[] = await this.dataSource.query(
      `SELECT footballer_id, lineups FROM footballer_ownership WHERE gameweek = $1 AND footballer_id = ANY($2::uuid[])`,
      [latest.gameweek, footballerIds],
    );
    return { ...latest, starting: new Map(rows.map((row) => [row.footballer_id, row.lineups])) };
  }

  // Who a performance of each footballer of the lineups moves; a player changed out stays listed,
  // which only rescores his old lineup to the same points.
  private async fieldIn(
    manager: EntityManager,
    lineups: readonly Pick<NewLineup, 'managerId' | 'gameweek' | 'starters' | 'bench'>[],
  ) {
    const fielded = lineups.flatMap((lineup) =>
      [...lineup.starters, ...lineup.bench].map((player) => ({
        gameweek: lineup.gameweek,
        footballer_id: player.footballerId,
        manager_id: lineup.managerId,
      })),
    );
    if (fielded.length)
      await manager.query(
        `INSERT INTO lineup_footballer (gameweek, footballer_id, manager_id)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS f(gameweek int, footballer_id uuid, manager_id uuid)
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(fielded)],
      );
  }

  /**
   * The managers whose lineup of the gameweek fielded any of the footballers, in the XI or on the
   * bench, in manager order: read once, so that each page of their lineups reads only its own rows.
   */
  async managersFielding(
    manager: EntityManager,
    gameweek: number,
    footballerIds: readonly string[],
  ): Promise<string[]> {
    const rows: { manager_id: string }[] = await manager.query(
      `SELECT DISTINCT manager_id FROM lineup_footballer
       WHERE gameweek = $1 AND footballer_id = ANY($2::uuid[]) ORDER BY manager_id`,
      [gameweek, footballerIds],
    );
    return rows.map((row) => row.manager_id);
  }

  /**
   * The managers' lineups of the gameweek, in manager order, locked until the transaction ends:
   * events of two matches applied at once rescore a lineup in turn, each taking the rows in one order.
   */
  async lineupsOf(
    manager: EntityManager,
    gameweek: number,
    managerIds: readonly string[],
  ): Promise<GameweekLineupEntity[]> {
    return manager
      .createQueryBuilder(GameweekLineupEntity, 'lineup')
      .where('lineup.gameweek = :gameweek AND lineup.manager_id = ANY(:managerIds)', { gameweek, managerIds })
      .orderBy('lineup.manager_id')
      .setLock('pessimistic_write')
      .getMany();
  }

  /** One page of the gameweek's lineups in manager order, after `afterManagerId`, locked as above. */
  async page(
    manager: EntityManager,
    gameweek: number,
    afterManagerId: string | null,
    limit: number,
  ): Promise<GameweekLineupEntity[]> {
    const query = manager
      .createQueryBuilder(GameweekLineupEntity, 'lineup')
      .where('lineup.gameweek = :gameweek', { gameweek })
      .orderBy('lineup.manager_id')
      .limit(limit)
      .setLock('pessimistic_write');
    if (afterManagerId) query.andWhere('lineup.manager_id > :afterManagerId', { afterManagerId });
    return query.getMany();
  }

  async setPoints(
    manager: EntityManager,
    gameweek: number,
    changes: readonly PointsChange[],
    final: boolean,
  ) {
    if (changes.length === 0) return;
    await manager.query(
      `UPDATE gameweek_lineup AS lineup SET points = c.points, "final" = lineup."final" OR $3
       FROM jsonb_to_recordset($2::jsonb) AS c(manager_id uuid, points int)
       WHERE lineup.gameweek = $1 AND lineup.manager_id = c.manager_id`,
      [
        gameweek,
        JSON.stringify(changes.map((change) => ({ manager_id: change.managerId, points: change.points }))),
        final,
      ],
    );
  }

  /**
   * A page of a manager's gameweeks with a lineup counted from the latest (the latest `offset`
   * skipped), answered oldest first: the list grows by one every gameweek, for ever.
   */
  async latestPointsOf(managerId: string, { limit, offset }: Page) {
    const rows: { gameweek: number; points: number; final: boolean }[] = await this.dataSource.query(
      `SELECT gameweek, points, final FROM (
         SELECT gameweek, points, final FROM gameweek_lineup WHERE manager_id = $1
         ORDER BY gameweek DESC LIMIT $2 OFFSET $3) AS latest
       ORDER BY gameweek`,
      [managerId, limit, offset],
    );
    return rows;
  }

  /** How many gameweeks a manager has a lineup in, and his points in the latest (0 without a lineup). */
  async playedBy(managerId: string): Promise<{ played: number; latestPoints: number }> {
    const [row]: { played: number; latestPoints: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS played,
              coalesce(sum(points) FILTER (WHERE gameweek = (${LATEST_GAMEWEEK})), 0)::int AS "latestPoints"
       FROM gameweek_lineup WHERE manager_id = $1`,
      [managerId],
    );
    return row!;
  }
}

/**
 * The lineups one deadline locks and, per footballer, how many of them start him, summed page by
 * page and written once (countLocked): a counter row rewritten on every page of one transaction
 * would leave hundreds of versions for each update to walk past (100,000 lineups locked 60% slower).
 */
export class StarterTally {
  lineups = 0;
  readonly starting = new Map<string, number>();

  add(lineups: readonly Pick<NewLineup, 'starters'>[]): void {
    this.lineups += lineups.length;
    for (const lineup of lineups)
      for (const footballerId of startingIn(lineup))
        this.starting.set(footballerId, (this.starting.get(footballerId) ?? 0) + 1);
  }
}

/** A change of how many of a gameweek's lineups start a footballer. */
interface StarterMove {
  gameweek: number;
  footballer_id: string;
  lineups: number;
}

// Each footballer once, should a lineup hold two of his cards (a departed one kept in place).
function startingIn(lineup: Pick<NewLineup, 'starters'>): string[] {
  return [...new Set(lineup.starters.map((player) => player.footballerId))];
}
