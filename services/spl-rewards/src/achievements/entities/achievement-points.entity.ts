import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A manager's fantasy points over every gameweek (squads.events ManagerGameweekPointsUpdated). */
@Entity('achievement_points')
export class AchievementPointsEntity {
  @PrimaryColumn({ name: 'manager_id', type: 'uuid', primaryKeyConstraintName: 'PK_achievement_points' })
  managerId: string;

  @Column({ name: 'total_points', type: 'integer' })
  totalPoints: number;

  /** the figure's time, so an older event delivered again never replaces a newer figure */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
