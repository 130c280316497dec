import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A registered manager's username (users.events UserRegistered): battles name opponents by it. */
@Entity('manager')
export class ManagerEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 20 })
  username: string;

  @Column({ name: 'registered_at', type: 'timestamptz' })
  registeredAt: Date;
}
