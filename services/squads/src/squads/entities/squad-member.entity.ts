import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { SquadEntity } from './squad.entity';

/** A card in a squad: a starter (slot 0-10 of the formation) or on the bench (bench order 0-5). */
@Entity('squad_member')
export class SquadMemberEntity {
  /** the key: a card is in its owner's squad only */
  @PrimaryColumn({ name: 'card_id', type: 'uuid' })
  cardId: string;

  @Index('IDX_squad_member_manager_id')
  @Column({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => SquadEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'manager_id', foreignKeyConstraintName: 'FK_squad_member_squad' })
  readonly squad?: SquadEntity;

  @Column({ type: 'smallint', nullable: true })
  slot: number | null;

  @Column({ name: 'bench_order', type: 'smallint', nullable: true })
  benchOrder: number | null;
}
