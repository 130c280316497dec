import type { EntityManager } from 'typeorm';
import type { NewLineup } from './lineups.repository';

/** A manager's squad as it stands, in the shape a lineup locks it. */
export type SquadSnapshot = Omit<NewLineup, 'gameweek' | 'lockedAt'>;

/** Reads squads for the lock at a deadline (the squads module's tables). */
export interface SquadSnapshots {
  /** Up to `limit` saved squads in manager order after `afterManagerId`, read in the caller's transaction. */
  page(manager: EntityManager, afterManagerId: string | null, limit: number): Promise<SquadSnapshot[]>;
}

export const SQUAD_SNAPSHOTS = Symbol('SQUAD_SNAPSHOTS');
