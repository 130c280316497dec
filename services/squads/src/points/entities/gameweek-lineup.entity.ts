import type { formations } from '@sfl/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FieldedPlayer } from '../gameweek-score';

/** A fielded card as the lineup keeps it; `slot` only for starters. */
export interface LockedPlayer extends FieldedPlayer {
  cardId: string;
  slot?: number;
}

/**
 * A manager's squad as it stood at a gameweek's deadline, then as changed during the gameweek
 * around its locked players (docs/squads.md, Locks), and the points it has scored so far.
 */
@Entity('gameweek_lineup')
export class GameweekLineupEntity {
  @PrimaryColumn({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  @PrimaryColumn({ type: 'int' })
  gameweek: number;

  @Column({ type: 'varchar', length: 16 })
  formation: (typeof formations)[number];

  /** in slot order, empty slots absent */
  @Column({ type: 'jsonb' })
  starters: LockedPlayer[];

  /** in bench order */
  @Column({ type: 'jsonb' })
  bench: LockedPlayer[];

  @Column({ name: 'captain_footballer_id', type: 'uuid', nullable: true })
  captainFootballerId: string | null;

  @Column({ name: 'vice_captain_footballer_id', type: 'uuid', nullable: true })
  viceCaptainFootballerId: string | null;

  @Column({ name: 'locked_at', type: 'timestamptz' })
  lockedAt: Date;

  /** 0 as locked at the deadline, one more with every change during the gameweek */
  @Column({ type: 'int', default: 0 })
  revision: number;

  @Column({ type: 'int', default: 0 })
  points: number;

  /** true once the gameweek is finished and automatic substitutions are applied */
  @Column({ type: 'boolean', default: false })
  final: boolean;
}
