import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A registered manager (users.events UserRegistered): the leaderboard's names and its tie-break. */
@Entity('manager')
export class ManagerEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_manager' })
  id: string;

  @Column({ type: 'varchar', length: 20 })
  username: string;

  @Column({ name: 'registered_at', type: 'timestamptz' })
  registeredAt: Date;
}
