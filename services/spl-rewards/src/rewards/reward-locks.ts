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
  /** actions' pairs (exclusive), their gameweeks' seals shared */
  actions: FootballerInGameweek[];
  /** lineups' pairs (shared), their gameweeks' seals shared */
  lineups: FootballerInGameweek[];
  /** gameweeks whose fixture seals the batch may open (a changed lineup, a fixture's lock): exclusive */
  sealing: number[];
}

/**
 * Serialises the handlers whose transactions could each miss the other's uncommitted rows: an
 * action and a lineup sharing a footballer in one gameweek (the action would find no lineup, the
 * lineup no action), and a footballer's registration and either (a pair needs the footballer's
 * name). Transaction scoped; after the lock, each statement of a READ COMMITTED transaction sees
 * what the other committed. Per (gameweek, footballer), not per gameweek: the lineups locked at a
 * deadline (one per manager) never wait for each other, and neither do actions of different
 * footballers.
 *
 * A gameweek's seal lock guards which of its matches may be paid (docs/rewards.md, Changed lineups):
 * shared by actions and lineups, which pay only matches already open; exclusive for the changed
 * lineups and fixture locks that open them, which then pay what the others kept.
 *
 * Every transaction takes the "footballers" lock first, then its seal and (gameweek, footballer)
 * locks in key order in one statement, so they cannot deadlock: an event applied alone takes its
 * own, a batch takes all of its events' at once up front (forBatch), each key in the strongest mode
 * any of its events needs; the handlers then ask again for locks their transaction already holds,
 * which never waits.
 */
export const RewardLocks = {
  /**
   * Actions (one, or a batch of them): alone with their footballers in their gameweeks, all in one
   * sorted statement. Two actions of one footballer in one gameweek come from one match, which one
   * partition delivers in order anyway.
   */
  async forActions(manager: EntityManager, pairs: readonly FootballerInGameweek[]): Promise<void> {
    await lockKeys(
      manager,
      keysOf({ registersFootballer: false, actions: [...pairs], lineups: [], sealing: [] }),
    );
  },

  /**
   * A lineup: shared, beside every other lineup, with its starters in its gameweek; a changed one
   * (`sealing`) alone with the gameweek's seals.
   */
  async forLineup(
    manager: EntityManager,
    gameweek: number,
    footballerIds: readonly string[],
    { sealing }: { sealing: boolean },
  ): Promise<void> {
    const lineups = footballerIds.map((footballerId) => ({ gameweek, footballerId }));
    await lockKeys(
      manager,
      keysOf({ registersFootballer: false, actions: [], lineups, sealing: sealing ? [gameweek] : [] }),
    );
  },

  /** A fixture's lock: alone with its gameweek's seals. */
  async forSeal(manager: EntityManager, gameweek: number): Promise<void> {
    await lockKeys(
      manager,
      keysOf({ registersFootballer: false, actions: [], lineups: [], sealing: [gameweek] }),
    );
  },

  /** A footballer's registration: alone (rare: the world is registered once). */
  async forFootballer(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1::int, 0)', [FOOTBALLERS_SPACE]);
  },

  /** Every lock of a batch's events in one order, each in the strongest mode one of them needs. */
  async forBatch(manager: EntityManager, locks: BatchLocks): Promise<void> {
    if (locks.registersFootballer) await this.forFootballer(manager);
    await lockKeys(manager, keysOf(locks));
  },
};

/** Each key the locks need, with whether it is exclusive. */
function keysOf({ actions, lineups, sealing }: BatchLocks): Map<bigint, boolean> {
  const exclusive = new Map<bigint, boolean>();
  const need = (key: bigint, alone: boolean) => exclusive.set(key, (exclusive.get(key) ?? false) || alone);
  for (const pair of lineups) need(pairKeyOf(pair), false);
  for (const pair of actions) need(pairKeyOf(pair), true);
  for (const { gameweek } of [...actions, ...lineups]) need(sealKeyOf(gameweek), false);
  for (const gameweek of sealing) need(sealKeyOf(gameweek), true);
  return exclusive;
}

// One statement: the shared "footballers" lock and the keys in key order (a function scan of unnest
// keeps the array's order). One-key locks (bigint) are a key space of their own, apart from the
// two-key ones.
async function lockKeys(manager: EntityManager, exclusive: ReadonlyMap<bigint, boolean>): Promise<void> {
  const keys = [...exclusive.keys()].sort(compareKeys);
  await manager.query(
    `SELECT pg_advisory_xact_lock_shared($1::int, 0),
       CASE WHEN l.exclusive THEN pg_advisory_xact_lock(l.key) ELSE pg_advisory_xact_lock_shared(l.key) END
     FROM unnest($2::bigint[], $3::boolean[]) AS l(key, exclusive)`,
    [FOOTBALLERS_SPACE, keys.map(String), keys.map((key) => exclusive.get(key))],
  );
}

const compareKeys = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

function pairKeyOf({ gameweek, footballerId }: FootballerInGameweek): bigint {
  return keyOf(`${gameweek}:${footballerId}`);
}

function sealKeyOf(gameweek: number): bigint {
  return keyOf(`seal:${gameweek}`);
}

function keyOf(name: string): bigint {
  return createHash('sha1').update(name).digest().readBigInt64BE(0);
}
