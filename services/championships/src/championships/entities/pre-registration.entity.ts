import type { PreRegistrationFormation } from '@sfl/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ChampionshipEntity } from './championship.entity';

/** A manager's pre-registration for a championship: one per manager, updated in place. */
@Entity('pre_registration')
@Index('UQ_pre_registration_manager', ['championshipId', 'managerId'], { unique: true })
@Index('IDX_pre_registration_recent', ['championshipId', 'registeredAt'])
export class PreRegistrationEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_pre_registration' })
  id: string;

  @Column({ name: 'championship_id', type: 'uuid' })
  championshipId: string;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => ChampionshipEntity)
  @JoinColumn({ name: 'championship_id', foreignKeyConstraintName: 'FK_pre_registration_championship' })
  readonly championship?: ChampionshipEntity;

  @Column({ name: 'manager_id', type: 'uuid' })
  managerId: string;

  @Column({ name: 'team_name', type: 'varchar', length: 40 })
  teamName: string;

  @Column({ name: 'preferred_formation', type: 'varchar', length: 5 })
  preferredFormation: PreRegistrationFormation;

  @Column({ name: 'notify_email', type: 'boolean' })
  notifyEmail: boolean;

  @Column({ name: 'notify_push', type: 'boolean' })
  notifyPush: boolean;

  /** the first registration: entrants are taken earliest first */
  @Column({ name: 'registered_at', type: 'timestamptz' })
  registeredAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
