import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A manager pre-registered for a championship (championships.events ChampionshipPreRegistered),
 * with how they asked to hear of it besides in the app.
 */
@Entity('pre_registration')
export class PreRegistrationEntity {
  @PrimaryColumn({
    name: 'championship_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_pre_registration',
  })
  championshipId: string;

  @PrimaryColumn({ name: 'manager_id', type: 'uuid', primaryKeyConstraintName: 'PK_pre_registration' })
  managerId: string;

  @Column({ name: 'notify_email', type: 'boolean' })
  notifyEmail: boolean;

  @Column({ name: 'notify_push', type: 'boolean' })
  notifyPush: boolean;
}
