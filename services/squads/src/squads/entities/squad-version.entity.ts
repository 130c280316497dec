import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The squad as it stood after each change (save, captaincy, a card leaving), so the lineup
 * locked at a gameweek's deadline is the squad of that moment however late the deadline's event
 * is applied. Versions older than the one a deadline used are deleted with that lock.
 */
@Entity('squad_version')
@Index('IDX_squad_version_manager_saved_at', ['managerId', 'savedAt'])
export class SquadVersionEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  version: string;

  @Column({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  @Column({ name: 'saved_at', type: 'timestamptz' })
  savedAt: Date;

  @Column({ type: 'varchar', length: 10 })
  formation: string;

  /** { cardId, slot } of the starters, { cardId, benchOrder } of the bench */
  @Column({ type: 'jsonb' })
  members: { cardId: string; slot: number | null; benchOrder: number | null }[];

  @Column({ name: 'captain_card_id', type: 'uuid', nullable: true })
  captainCardId: string | null;

  @Column({ name: 'vice_captain_card_id', type: 'uuid', nullable: true })
  viceCaptainCardId: string | null;
}
