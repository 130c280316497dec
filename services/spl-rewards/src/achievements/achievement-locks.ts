import type { EntityManager } from 'typeorm';

// Advisory lock spaces of the achievements module (beside RewardLocks' 5_005_001 and 5_005_002).
const FOOTBALLERS_SPACE = 5_005_101;
const MANAGER_SPACE = 5_005_102;
const REGISTRATIONS_SPACE = 5_005_103;

/** The locks a batch of events needs (AchievementLocks.forBatch). */
export interface AchievementBatchLocks {
  footballers: 'exclusive' | 'shared' | null;
  /** registered footballers whose cards count for Legend Collector (footballers is 'exclusive') */
  legendFootballerIds: string[];
  /** gameweek deadlines passed, which make cards and trades count (footballers is 'exclusive') */
  deadlines: string[];
  registers: boolean;
  managerIds: string[];
}

/**
 * Counting progress and unlocking must see every fact committed before: two events of one manager
 * applied at once (other partitions, other instances) would otherwise each miss the other's fact,
 * and neither would unlock. So a handler locks the managers it counts for (by id, in order) after
 * the footballers lock: shared for a card change, exclusive for a footballer's registration or a
 * gameweek's deadline, which recount every owner of their cards (a deadline: every holder of a
 * legend card and seller it reaches) and are rare. Transaction scoped; after a lock, each
 * statement of the READ COMMITTED transaction sees what the other committed. The order is always
 * footballers, registrations, then managers by id: a batch takes every lock of its events at once
 * in that order (forBatch), and its handlers then ask again for locks already held, which never waits.
 */
export const AchievementLocks = {
  async forCardChange(manager: EntityManager, managerIds: readonly string[]): Promise<void> {
    await lockFootballersShared(manager);
    await this.forManagers(manager, managerIds);
  },

  /** Taken before reading the owners to recount, so no card change slips in between. */
  async forFootballerRegistration(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1::int, 0)', [FOOTBALLERS_SPACE]);
  },

  /** As a registration: taken before reading the holders and sellers to recount. */
  forDeadline(manager: EntityManager): Promise<void> {
    return this.forFootballerRegistration(manager);
  },

  /** Registrations are counted one at a time, so two at once cannot both take the last place. */
  async forRegistration(manager: EntityManager, managerId: string): Promise<void> {
    await lockRegistrations(manager);
    await this.forManagers(manager, [managerId]);
  },

  /** In one statement, by id (a function scan of unnest keeps the array's order). */
  async forManagers(manager: EntityManager, managerIds: readonly string[]): Promise<void> {
    if (managerIds.length === 0) return;
    await manager.query('SELECT pg_advisory_xact_lock($1::int, hashtext(id)) FROM unnest($2::text[]) AS id', [
      MANAGER_SPACE,
      [...new Set(managerIds)].sort(),
    ]);
  },

  /**
   * Those of the managers whose lock is free or already held here, locked now; the others are left
   * alone. For managers found after a batch took its locks in order: waiting for one then could
   * deadlock.
   */
  async tryManagers(manager: EntityManager, managerIds: readonly string[]): Promise<string[]> {
    if (managerIds.length === 0) return [];
    const rows = (await manager.query(
      `SELECT id FROM unnest($2::text[]) AS id WHERE pg_try_advisory_xact_lock($1::int, hashtext(id))`,
      [MANAGER_SPACE, [...new Set(managerIds)].sort()],
    )) as { id: string }[];
    return rows.map((row) => row.id);
  },

  /**
   * Every lock of a batch's events. A footballer's registration or a deadline recounts managers
   * (the owners of their cards, the holders and sellers it reaches): read under the exclusive
   * footballers lock (`recounted`), they are locked with the others.
   */
  async forBatch(
    manager: EntityManager,
    locks: AchievementBatchLocks,
    recounted: (locks: AchievementBatchLocks) => Promise<string[]>,
  ): Promise<void> {
    if (locks.footballers === 'exclusive') await this.forFootballerRegistration(manager);
    else if (locks.footballers === 'shared') await lockFootballersShared(manager);
    const owners = locks.footballers === 'exclusive' ? await recounted(locks) : [];
    if (locks.registers) await lockRegistrations(manager);
    await this.forManagers(manager, [...locks.managerIds, ...owners]);
  },
};

function lockRegistrations(manager: EntityManager): Promise<unknown> {
  return manager.query('SELECT pg_advisory_xact_lock($1::int, 0)', [REGISTRATIONS_SPACE]);
}

function lockFootballersShared(manager: EntityManager): Promise<unknown> {
  return manager.query('SELECT pg_advisory_xact_lock_shared($1::int, 0)', [FOOTBALLERS_SPACE]);
}
