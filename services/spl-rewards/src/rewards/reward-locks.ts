import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

// The "footballers" lock: the first key of a two-key advisory lock of this service.
const FOOTBALLERS_SPACE = 5_005_001;

/**
 * Serialises the handlers whose transactions could each miss the other's uncommitted rows: an
 * action and a lineup sharing a footballer in one gameweek (the action would find no lineup, the
 * lineup no action), and a footballer's registration and either (a pair needs the footballer's
 * name). Transaction scoped; after the lock, each statement of a READ COMMITTED transaction sees
 * what the other committed. Per (gameweek, footballer), not per gameweek: the lineups locked at a
 * deadline (one per manager) never wait for each other, and neither do actions of different
 * footballers. Every (gameweek, footballer) lock of a transaction is taken in key order, and a
 * registration takes no other lock, so they cannot deadlock.
 */
export const RewardLocks = {
  /**
   * An action: alone with its footballers in their gameweek. Two actions of one footballer in one
   * gameweek come from one match, which one partition delivers in order anyway.
   */
  async forAction(manager: EntityManager, gameweek: number, footballerIds: readonly string[]): Promise<void> {
    await lockPairs(manager, 'pg_advisory_xact_lock', gameweek, footballerIds);
  },

  /** A lineup: shared, beside every other lineup, with its starters in its gameweek. */
  async forLineup(manager: EntityManager, gameweek: number, footballerIds: readonly string[]): Promise<void> {
    await lockPairs(manager, 'pg_advisory_xact_lock_shared', gameweek, footballerIds);
  },

  /** A footballer's registration: alone (rare: the world is registered once). */
  async forFootballer(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1::int, 0)', [FOOTBALLERS_SPACE]);
  },
};

// One statement: the shared "footballers" lock and the (gameweek, footballer) locks in key order
// (a function scan of unnest keeps the array's order). One-key locks (bigint) are a key space of
// their own, apart from the two-key ones.
async function lockPairs(
  manager: EntityManager,
  lock: 'pg_advisory_xact_lock' | 'pg_advisory_xact_lock_shared',
  gameweek: number,
  footballerIds: readonly string[],
): Promise<void> {
  const keys = [...new Set(footballerIds.map((footballerId) => pairKey(gameweek, footballerId)))].sort(
    (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  );
  await manager.query(
    `SELECT pg_advisory_xact_lock_shared($1::int, 0), ${lock}(key) FROM unnest($2::bigint[]) AS key`,
    [FOOTBALLERS_SPACE, keys.map(String)],
  );
}

function pairKey(gameweek: number, footballerId: string): bigint {
  const digest = createHash('sha1').update(`${gameweek}:${footballerId}`).digest();
  return digest.readBigInt64BE(0);
}
