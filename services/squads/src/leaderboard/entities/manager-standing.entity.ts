import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Every registered manager's total points (users.events, then points): what the rank store is rebuilt from. */
@Entity('manager_standing')
export class ManagerStandingEntity {
  @PrimaryColumn({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  @Column({ name: 'registered_at', type: 'timestamptz' })
  registeredAt: Date;

  @Column({ name: 'total_points', type: 'int', default: 0 })
  totalPoints: number;
}
