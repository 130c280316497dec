import type { EntityManager } from 'typeorm';

// Advisory lock spaces of the achievements module (beside RewardLocks' 5_005_001 and 5_005_002).
const FOOTBALLERS_SPACE = 5_005_101;
const MANAGER_SPACE = 5_005_102;
const REGISTRATIONS_SPACE = 5_005_103;

/**
 * Counting progress and unlocking must see every fact committed before: two events of one manager
 * applied at once (other partitions, other instances) would otherwise each miss the other's fact,
 * and neither would unlock. So a handler locks the managers it counts for (by id, in order) after
 * the footballers lock: shared for a card change, exclusive for a footballer's registration, which
 * recounts every owner of their cards and is rare. Transaction scoped; after a lock, each
 * statement of the READ COMMITTED transaction sees what the other committed.
 */
export const AchievementLocks = {
  async forCardChange(manager: EntityManager, managerIds: readonly string[]): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock_shared($1::int, 0)', [FOOTBALLERS_SPACE]);
    await this.forManagers(manager, managerIds);
  },

  /** Taken before reading the owners to recount, so no card change slips in between. */
  async forFootballerRegistration(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1::int, 0)', [FOOTBALLERS_SPACE]);
  },

  /** Registrations are counted one at a time, so two at once cannot both take the last place. */
  async forRegistration(manager: EntityManager, managerId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1::int, 0)', [REGISTRATIONS_SPACE]);
    await this.forManagers(manager, [managerId]);
  },

  async forManagers(manager: EntityManager, managerIds: readonly string[]): Promise<void> {
    for (const managerId of [...new Set(managerIds)].sort())
      await manager.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [MANAGER_SPACE, managerId]);
  },
};
