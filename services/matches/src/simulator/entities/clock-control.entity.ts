import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The clock control is one row, always this one (absent until first used: the clock then runs on real time). */
export const CLOCK_CONTROL_ID = 1;

/**
 * Test-only (GAME_CLOCK_CONTROL): where the simulator's clock stands against real time. Running, it
 * reads real time plus `offsetMs`; held, it stands at `heldAt` until resumed or until `releasesAt`
 * (a forgotten hold cannot stop a shared test stack for good). Shared by every instance.
 */
@Entity('clock_control')
export class ClockControlEntity {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  /** game time stands here while held; null while running */
  @Column({ name: 'held_at', type: 'timestamptz', nullable: true })
  heldAt: Date | null;

  /** real time at which a hold lapses and play goes on from `heldAt` */
  @Column({ name: 'releases_at', type: 'timestamptz', nullable: true })
  releasesAt: Date | null;

  /** game time minus real time while running (negative after holds, positive after advances) */
  @Column({ name: 'offset_ms', type: 'bigint', default: 0 })
  offsetMs: string;
}
