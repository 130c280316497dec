import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A footballer (matches.events FootballerRegistered): the name a reward shows, the group a goal pays
 * by, the overall Legend Collector counts.
 */
@Entity('footballer')
export class FootballerEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_footballer' })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** a PositionGroup of @sfl/contracts */
  @Column({ name: 'position_group', type: 'varchar', length: 3 })
  positionGroup: string;

  /** null for a footballer registered before the overall was kept (until matches registers them again) */
  @Column({ type: 'smallint', nullable: true })
  overall: number | null;
}
