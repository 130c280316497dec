import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A manager's username (users.events UserRegistered), to name the other side of a battle. */
@Entity('manager')
export class ManagerEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_manager' })
  id: string;

  @Column({ type: 'varchar', length: 20 })
  username: string;
}
