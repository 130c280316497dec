import type { EntityManager } from 'typeorm';
import type { NewLineup } from './lineups.repository';

/** A manager's squad as it stood at a moment, in the shape a lineup locks it. */
export type SquadSnapshot = Omit<NewLineup, 'gameweek' | 'lockedAt'>;

/** The squads as they stood at a deadline (the squads module's versions of each squad). */
export interface SquadSnapshots {
  /** Up to `limit` squads as they stood at `at`, in manager order after `afterManagerId`. */
  page(
    manager: EntityManager,
    at: Date,
    afterManagerId: string | null,
    limit: number,
  ): Promise<SquadSnapshot[]>;
  /** Forgets what no lock at or after `at` can need any more. */
  forgetBefore(manager: EntityManager, at: Date): Promise<void>;
}

export const SQUAD_SNAPSHOTS = Symbol('SQUAD_SNAPSHOTS');
