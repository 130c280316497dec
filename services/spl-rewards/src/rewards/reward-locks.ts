import type { EntityManager } from 'typeorm';

// Advisory lock spaces (the first key of PostgreSQL's two-key advisory locks) of this service.
const FOOTBALLERS_SPACE = 5_005_001;
const GAMEWEEK_SPACE = 5_005_002;

/**
 * Serialises the handlers whose transactions could each miss the other's uncommitted rows: an
 * action and a lineup of one gameweek (the action would find no lineup, the lineup no action),
 * and a footballer's registration and either (the pair needs the footballer's name). Transaction
 * scoped; taken in one order (footballers, then the gameweek), so they cannot deadlock. After
 * the lock, every statement of a READ COMMITTED transaction sees what the other committed.
 */
export const RewardLocks = {
  /** An action: shared, so actions never wait for each other. */
  async forAction(manager: EntityManager, gameweek: number): Promise<void> {
    await manager.query(
      'SELECT pg_advisory_xact_lock_shared($1::int, 0), pg_advisory_xact_lock_shared($2::int, $3::int)',
      [FOOTBALLERS_SPACE, GAMEWEEK_SPACE, gameweek],
    );
  },

  /** A lineup: alone in its gameweek. */
  async forLineup(manager: EntityManager, gameweek: number): Promise<void> {
    await manager.query(
      'SELECT pg_advisory_xact_lock_shared($1::int, 0), pg_advisory_xact_lock($2::int, $3::int)',
      [FOOTBALLERS_SPACE, GAMEWEEK_SPACE, gameweek],
    );
  },

  /** A footballer's registration: alone (rare: the world is registered once). */
  async forFootballer(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1::int, 0)', [FOOTBALLERS_SPACE]);
  },
};
