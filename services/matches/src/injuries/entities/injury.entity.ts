import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { FootballerEntity } from '../../world/entities/footballer.entity';
import type { ImpactOnTeam, InjurySeverity, InjuryStatus } from '../injury-catalogue';

@Entity('injury')
@Index('IDX_injury_open', ['recovered', 'footballerId'])
export class InjuryEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'footballer_id', type: 'uuid' })
  footballerId: string;

  // Declares the foreign key only; never loaded.
  @ManyToOne(() => FootballerEntity)
  @JoinColumn({ name: 'footballer_id', foreignKeyConstraintName: 'FK_injury_footballer' })
  readonly footballer?: FootballerEntity;

  @Column({ name: 'club_id', type: 'uuid' })
  clubId: string;

  @Column({ type: 'varchar', length: 60 })
  injury: string;

  @Column({ type: 'varchar', length: 10 })
  severity: InjurySeverity;

  @Column({ type: 'varchar', length: 12 })
  status: InjuryStatus;

  @Column({ name: 'impact_on_team', type: 'varchar', length: 10 })
  impactOnTeam: ImpactOnTeam;

  /** game days (YYYY-MM-DD) */
  @Column({ name: 'reported_on', type: 'date' })
  reportedOn: string;

  @Column({ name: 'expected_return', type: 'date' })
  expectedReturn: string;

  @Column({ name: 'last_update', type: 'timestamptz' })
  lastUpdate: Date;

  /** closed once game time reaches the expected return */
  @Column({ type: 'boolean', default: false })
  recovered: boolean;
}
