import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A registered manager (users.events UserRegistered): the leaderboard's names and its tie-break,
 * and the registration order Early Adopter counts (docs/achievements.md).
 */
@Entity('manager')
@Index('IDX_manager_registered', ['registeredAt', 'id'])
export class ManagerEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_manager' })
  id: string;

  @Column({ type: 'varchar', length: 20 })
  username: string;

  @Column({ name: 'registered_at', type: 'timestamptz' })
  registeredAt: Date;
}
