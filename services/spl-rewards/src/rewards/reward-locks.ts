import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

export interface FootballerInGameweek {
  gameweek: number;
  footballerId: string;
}

// The "footballers" lock: the first key of a two-key advisory lock of this service.
const FOOTBALLERS_SPACE = 5_005_001;

/** The locks a batch of events needs, all taken at once (RewardLocks.forBatch). */
export interface BatchLocks {
  /** the batch registers a footballer: the "footballers" lock exclusive */
  registersFootballer: boolean;
  /** actions' pairs (exclusive) */
  actions: FootballerInGameweek[];
  /** lineups' pairs (shared) */
  lineups: FootballerInGameweek[];
}

/**
 * Serialises the handlers whose transactions could each miss the other's uncommitted rows: an
 * action and a lineup sharing a footballer in one gameweek (the action would find no lineup, the
 * lineup no action), and a footballer's registration and either (a pair needs the footballer's
 * name). Transaction scoped; after the lock, each statement of a READ COMMITTED transaction sees
 * what the other committed. Per (gameweek, footballer), not per gameweek: the lineups locked at a
 * deadline (one per manager) never wait for each other, and neither do actions of different
 * footballers. Every transaction takes the "footballers" lock first, then its (gameweek,
 * footballer) locks in key order in one statement, so they cannot deadlock: an event applied alone
 * takes its own, a batch takes all of its events' at once up front (forBatch); the handlers then
 * ask again for locks their transaction already holds, which never waits.
 */
export const RewardLocks = {
  /**
   * Actions (one, or a batch of them): alone with their footballers in their gameweeks, all in one
   * sorted statement. Two actions of one footballer in one gameweek come from one match, which one
   * partition delivers in order anyway.
   */
  async forActions(manager: EntityManager, pairs: readonly FootballerInGameweek[]): Promise<void> {
    await lockPairs(manager, 'pg_advisory_xact_lock', pairs);
  },

  /** A lineup: shared, beside every other lineup, with its starters in its gameweek. */
  async forLineup(manager: EntityManager, gameweek: number, footballerIds: readonly string[]): Promise<void> {
    await lockPairs(
      manager,
      'pg_advisory_xact_lock_shared',
      footballerIds.map((footballerId) => ({ gameweek, footballerId })),
    );
  },

  /** A footballer's registration: alone (rare: the world is registered once). */
  async forFootballer(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1::int, 0)', [FOOTBALLERS_SPACE]);
  },

  /** Every lock of a batch's events in one order: a pair both an action and a lineup need is exclusive. */
  async forBatch(
    manager: EntityManager,
    { registersFootballer, actions, lineups }: BatchLocks,
  ): Promise<void> {
    if (registersFootballer) await this.forFootballer(manager);
    const exclusive = new Map<bigint, boolean>();
    for (const pair of lineups) exclusive.set(pairKeyOf(pair), false);
    for (const pair of actions) exclusive.set(pairKeyOf(pair), true);
    const keys = [...exclusive.keys()].sort(compareKeys);
    await manager.query(
      `SELECT pg_advisory_xact_lock_shared($1::int, 0),
         CASE WHEN l.exclusive THEN pg_advisory_xact_lock(l.key) ELSE pg_advisory_xact_lock_shared(l.key) END
       FROM unnest($2::bigint[], $3::boolean[]) AS l(key, exclusive)`,
      [FOOTBALLERS_SPACE, keys.map(String), keys.map((key) => exclusive.get(key))],
    );
  },
};

// One statement: the shared "footballers" lock and the (gameweek, footballer) locks in key order
// (a function scan of unnest keeps the array's order). One-key locks (bigint) are a key space of
// their own, apart from the two-key ones.
async function lockPairs(
  manager: EntityManager,
  lock: 'pg_advisory_xact_lock' | 'pg_advisory_xact_lock_shared',
  pairs: readonly FootballerInGameweek[],
): Promise<void> {
  const keys = [...new Set(pairs.map(pairKeyOf))].sort(compareKeys);
  await manager.query(
    `SELECT pg_advisory_xact_lock_shared($1::int, 0), ${lock}(key) FROM unnest($2::bigint[]) AS key`,
    [FOOTBALLERS_SPACE, keys.map(String)],
  );
}

const compareKeys = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

function pairKeyOf({ gameweek, footballerId }: FootballerInGameweek): bigint {
  const digest = createHash('sha1').update(`${gameweek}:${footballerId}`).digest();
  return digest.readBigInt64BE(0);
}
