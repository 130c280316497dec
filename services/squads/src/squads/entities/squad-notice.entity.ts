import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Why a card left a manager's squad; kept until the manager dismisses it. */
@Entity('squad_notice')
@Index('IDX_squad_notice_manager_created', ['managerId', 'createdAt'])
export class SquadNoticeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  @Column({ name: 'card_id', type: 'uuid' })
  cardId: string;

  @Column({ type: 'varchar', length: 200 })
  message: string;

  /** when the card left (the event's changedAt) */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
